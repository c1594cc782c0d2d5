import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The analytics frame of the dashboard page, by its title. */
export const frameTitled = (page: Page, title: string): FrameLocator =>
  page.frameLocator(`iframe[title="${title}"]`);

/** Money in cents as a KPI tile shows it: with cents below $10,000, in whole dollars from there. */
export function tileMoney(cents: number): string {
  const dollars = cents / 100;
  return Math.abs(dollars) < 10_000
    ? `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : `$${Math.round(dollars).toLocaleString('en-US')}`;
}

/** The figure of a KPI tile of the frame, found by its label. */
export const tileValue = (frame: FrameLocator, label: string) =>
  frame.getByRole('region', { name: label, exact: true }).locator('p').nth(1);

/** Widens the frame's ship-date range to every shipment up to today ('On or Before' today). */
export async function showEverythingShipped(frame: FrameLocator) {
  await frame.getByRole('button', { name: /^Ship date/ }).click();
  const picker = frame.getByRole('dialog', { name: 'Ship date' });
  await picker.getByRole('button', { name: /Preset/ }).click();
  await frame.getByRole('option', { name: 'On or Before' }).click();
  await picker.press('Escape');
  await expect(picker).toBeHidden();
}
