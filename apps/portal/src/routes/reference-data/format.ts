import type { ReferenceDataRederivation } from '@waybill/api-client';
import { formatCount } from '../control-master/format';

/** What a cell adds under the names it lists when the row has more: 'and 3 more'; nothing when all are named. */
export function moreText(named: number, total: number): string | undefined {
  return total > named ? `and ${formatCount(total - named)} more` : undefined;
}

/**
 * What a table says above its rows when the list holds only the first of them: 'The 200 with the largest net
 * spend, of 250.'; nothing when it holds all.
 */
export function truncationText(shown: number, total: number): string | undefined {
  return total > shown
    ? `The ${formatCount(shown)} with the largest net spend, of ${formatCount(total)}.`
    : undefined;
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** What a change of a reference map re-derived, for its toast. */
export function rederivationText({ packages, files }: ReferenceDataRederivation): string {
  if (packages === 0) return 'Nothing stored needed re-deriving.';
  return `${plural(packages, 'package', 'packages')} in ${plural(files, 'file', 'files')} ${packages === 1 ? 'was' : 'were'} re-derived.`;
}
