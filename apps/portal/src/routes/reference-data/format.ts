import { carrierName, type Carrier, type ReferenceDataRederivation } from '@waybill/api-client';
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

/** The key of the Carrier select's choice of both carriers, for a row of both (the contract's null carrier). */
export const BOTH_CARRIERS = 'both';

/** The carriers a row of one carrier or both is of, as a table shows them: 'Both carriers', 'UPS', 'FedEx'. */
export function carrierOrBothText(carrier: Carrier | null): string {
  return carrier === null ? 'Both carriers' : carrierName(carrier);
}

/** `text` with its first letter upper case: 'Service map' for 'service map'. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `count` of a thing, singular for one: '1 package', '1,204 packages'. */
export const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** Whether a typed text is a whole number from `from` to `to` (`-5` for a range below zero). */
export const isWholeNumberIn = (text: string, from: number, to: number): boolean =>
  /^-?\d+$/.test(text) && Number(text) >= from && Number(text) <= to;

const day = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `text` is a day that exists, yyyy-mm-dd, in the years 1900 to 2099 (the contract's days). */
export function isDay(text: string): boolean {
  if (!day.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === text;
}

/** A range of zones as a table shows it: 'Zone 7', 'Zones 5–6'. */
export function zoneRangeText(zoneFrom: number, zoneTo: number): string {
  return zoneFrom === zoneTo ? `Zone ${zoneFrom}` : `Zones ${zoneFrom}–${zoneTo}`;
}

/** What a change of a reference map re-derived, for its toast. */
export function rederivationText({ packages, files }: ReferenceDataRederivation): string {
  if (packages === 0) return 'Nothing stored needed re-deriving.';
  return `${plural(packages, 'package', 'packages')} in ${plural(files, 'file', 'files')} ${packages === 1 ? 'was' : 'were'} re-derived.`;
}

/** The toast of a saved row of a reference map, from the server's answer: `title` ('Rule added'), what was re-derived. */
export const rederivationToast =
  (title: string) =>
  ({ rederived }: { rederived: ReferenceDataRederivation }) => ({
    title,
    description: rederivationText(rederived),
  });

/** The toast of a deleted row of a reference map, from the server's answer: `title` ('Rule deleted'), what was re-derived. */
export const deletionToast = (title: string) => (rederived: ReferenceDataRederivation) => ({
  title,
  description: rederivationText(rederived),
});
