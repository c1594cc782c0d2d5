import { UNMAPPED_REFERENCE_DATA_ADDRESS } from '@waybill/api-client';
import { Card, Link, Text } from '@waybill/ui';
import { formatValue } from '../lib/figures';
import type { AnalyticsDashboard } from '../lib/dimensions';

export interface ExcludedNoteProps {
  excluded: NonNullable<AnalyticsDashboard['excluded']>;
  /** Whether the viewer may open the list of unmapped services (platform admins): the note then links to it. */
  canOpenList: boolean;
}

/**
 * What the figures of the page leave out: the packages whose service the service map does not know, and their
 * net, so that no one reads the totals as complete.
 */
export function ExcludedNote({ excluded, canOpenList }: ExcludedNoteProps) {
  const packages = formatValue(excluded.packages, 'count');
  const net = formatValue(excluded.net, 'money');
  return (
    <Card padding="medium" role="note">
      <Text>
        {excluded.packages === 1
          ? `1 package (${net}) is not in these figures: its service is not mapped`
          : `${packages} packages (${net}) are not in these figures: their service is not mapped`}
        {canOpenList && (
          <>
            {'. '}
            <Link href={UNMAPPED_REFERENCE_DATA_ADDRESS}>Review the unmapped services</Link>
          </>
        )}
      </Text>
    </Card>
  );
}
