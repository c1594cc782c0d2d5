import type { ReferenceDataChange } from '@waybill/api-client';
import { plural } from './format';

/**
 * What a dialog says while the change it saves runs longer than its request: where the change is, as last read
 * ('Re-deriving 141,712 packages…'); nothing once it has ended.
 */
export function changeProgressText({
  state,
  stage,
  packages,
}: Pick<ReferenceDataChange, 'state' | 'stage' | 'packages'>): string | undefined {
  if (state === 'queued') return 'Waiting for an import or another change to finish…';
  if (state !== 'running') return undefined;
  if (stage === null || stage === 'finding_packages' || packages === null) {
    return 'Finding the stored packages this change moves…';
  }
  const stored = plural(packages, 'package', 'packages');
  return stage === 'rederiving' ? `Re-deriving ${stored}…` : `Updating the summaries of ${stored}…`;
}
