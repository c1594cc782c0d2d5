import type { ControlMasterRecord } from '@waybill/api-client';
import { Badge, Inline, Link } from '@waybill/ui';
import { paths } from '../../config/paths';
import { unmappedTexts } from './format';

export interface UnmappedBadgesProps {
  file: Pick<ControlMasterRecord, 'unmapped_service_packages' | 'unmapped_description_charges'>;
  /** Each badge links to the unmapped reference data (`Profile.capabilities.reviewUnmappedReferenceData`). */
  linksToList: boolean;
}

/** What of a file the reference maps do not know, as warning badges; nothing when they know it all. */
export function UnmappedBadges({ file, linksToList }: UnmappedBadgesProps) {
  const texts = unmappedTexts(file);
  if (texts.length === 0) return null;
  return (
    <Inline gap="xsmall">
      {texts.map((text) =>
        linksToList ? (
          <Link key={text} href={paths.unmappedReferenceData.getHref()}>
            <Badge tone="warning">{text}</Badge>
          </Link>
        ) : (
          <Badge key={text} tone="warning">
            {text}
          </Badge>
        ),
      )}
    </Inline>
  );
}
