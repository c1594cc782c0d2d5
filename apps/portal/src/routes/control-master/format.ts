const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Money with the $ sign and 2 decimals: '$1,234.50', '-$12.00'. */
export function formatMoney(amount: number): string {
  return dollars.format(amount);
}

/** Money with the $ sign and no decimals, rounded: '$12,481' (the Control Master's Total Amount card). */
export function formatWholeDollars(amount: number): string {
  return wholeDollars.format(amount);
}

/** A count with thousands separators: '12,480'. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** `part` as a share of `whole` with one decimal: '12.5%'; '0.0%' when the whole is zero. */
export function formatShare(part: number, whole: number): string {
  const percent = whole === 0 ? 0 : (part / whole) * 100;
  return `${percent.toFixed(1)}%`;
}

/** Adds amounts of money in whole cents, so that many 2-decimal amounts do not drift by float rounding. */
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += Math.round(amount * 100);
  return cents / 100;
}

/** `count` of a thing, singular for one: '1 package', '1,204 packages'. */
function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/**
 * What of an invoice file the reference maps do not know, one text per nonzero count: '3 packages with an
 * unmapped service', '1 charge with an unmapped description'.
 */
export function unmappedTexts(file: {
  unmapped_service_packages: number;
  unmapped_description_charges: number;
}): string[] {
  const texts: string[] = [];
  if (file.unmapped_service_packages > 0) {
    texts.push(`${countOf(file.unmapped_service_packages, 'package', 'packages')} with an unmapped service`);
  }
  if (file.unmapped_description_charges > 0) {
    texts.push(
      `${countOf(file.unmapped_description_charges, 'charge', 'charges')} with an unmapped description`,
    );
  }
  return texts;
}
