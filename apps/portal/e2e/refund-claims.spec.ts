import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoFileText } from '../../server/src/demo/shipments/demo-file-text';
import { refundCreditFile } from './demo-files';
import { frameTitled, showEverythingShipped, tileMoney, tileValue } from './frame';
import { importThroughDialog } from './import-dialog';
import { demoUsers, freezeSidebar, signIn } from './session';

/** Dollars shown as $1,234.56, in cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/** The text of the cell of `row` under the column headed `header` of its grid. */
async function cellUnder(grid: Locator, row: Locator, header: string): Promise<string> {
  const headers = await grid.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `a column headed ${header}`).toBeGreaterThanOrEqual(0);
  return (await row.getByRole('gridcell').or(row.getByRole('rowheader')).nth(index).innerText()).trim();
}

/** The Refunds dashboard over every shipment up to today, and its Credited $ tile. */
async function creditedTile(page: Page) {
  await page.goto('/dashboard/refunds');
  const frame = frameTitled(page, 'Refunds dashboard');
  await expect(frame.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
  await showEverythingShipped(frame);
  return tileValue(frame, 'Credited $');
}

test('the platform admin claims late packages of the demo in a batch, submits it, and sees the carrier’s credits come back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await freezeSidebar(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'Import', exact: true }).click();
  await navigation.getByRole('link', { name: 'Refund Claims' }).click();
  await expect(page).toHaveURL('/refund-claims');
  await expect(page.getByRole('heading', { name: 'Refund Claims', level: 1 })).toBeVisible();

  // The demo bills a busy last week: some of its late packages can still be claimed. A batch is one carrier's:
  // the first package's and, when there is one, the next of the same carrier. Northwind's, whose credits the
  // flow imports later: the dashboards flow checks another client's spend against its files.
  await page.getByRole('button', { name: /Organization$/ }).click();
  await page.getByRole('option', { name: 'Northwind Outfitters' }).click();
  const eligible = page.getByRole('grid', { name: 'Eligible packages' });
  await expect(eligible.getByRole('row').filter({ hasText: 'Northwind Outfitters' }).first()).toBeVisible();
  const rows = eligible
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasNotText: 'Tracking Number' });
  await expect(rows.first()).toBeVisible();
  const carrier = await cellUnder(eligible, rows.first(), 'Carrier');
  const ofCarrier = rows.filter({ hasText: carrier });
  const picked: { tracking: string; claimableCents: number }[] = [];
  for (let index = 0; index < Math.min(2, await ofCarrier.count()); index += 1) {
    const row = ofCarrier.nth(index);
    picked.push({
      tracking: await cellUnder(eligible, row, 'Tracking Number'),
      claimableCents: centsOf(await cellUnder(eligible, row, 'Claimable')),
    });
    // The checkbox is drawn over by its cell, which is what a pointer clicks.
    await row.getByRole('gridcell').first().click();
    await expect(row.getByRole('checkbox')).toBeChecked();
  }
  await page.getByRole('button', { name: 'Claim selected' }).click();
  await expect(page.getByText('Batch created')).toBeVisible();
  await expect(page).toHaveURL(/\/refund-claims\/batches\/\d+$/);
  const batchId = page.url().split('/').at(-1)!;

  const claims = page.getByRole('grid', { name: 'Claims' });
  for (const { tracking } of picked) await expect(claims.getByText(tracking, { exact: true })).toBeVisible();
  const total = picked.reduce((sum, { claimableCents }) => sum + claimableCents, 0);
  const amount = page.getByRole('definition').filter({ hasText: /^\$/ }).first();
  expect(centsOf(await amount.innerText())).toBe(total);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download claim file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`claims-${carrier === 'FedEx' ? 'fedex' : 'ups'}-${batchId}.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'account_number,invoice_number,invoice_date,tracking_number,service,ship_date,commitment,delivered,late_by_days,amount_claimed,reason',
  );
  const fileRows = lines.slice(1).map((line) => line.split(','));
  expect(new Set(fileRows.map((cells) => cells[3]))).toEqual(new Set(picked.map(({ tracking }) => tracking)));
  expect(fileRows.reduce((sum, cells) => sum + centsOf(cells[9]!), 0)).toBe(total);

  await page.getByRole('button', { name: 'Mark submitted' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Mark Batch Submitted' });
  await dialog.getByRole('button', { name: 'Mark submitted' }).click();
  await expect(page.getByText('Batch submitted', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark submitted' })).toHaveCount(0);
  await expect(claims.getByText('Submitted').first()).toBeVisible();

  // Claimed, they are off the eligible list, and the batch is listed as submitted.
  await page.goto('/refund-claims');
  await expect(page.getByRole('grid', { name: 'Eligible packages' }).getByRole('row').nth(1)).toBeVisible();
  for (const { tracking } of picked) {
    await expect(
      page.getByRole('grid', { name: 'Eligible packages' }).getByText(tracking, { exact: true }),
    ).toHaveCount(0);
  }
  await page
    .getByRole('tab', { name: 'Batches' })
    .or(page.getByRole('link', { name: 'Batches' }))
    .first()
    .click();
  await expect(
    page.getByRole('grid').getByRole('link', { name: new RegExp(`\\b${batchId}\\b`) }),
  ).toBeVisible();

  // A later invoice credits the claims, the first in full and the second in part: they read credited, and the
  // Refunds dashboard's credited $ grows by exactly those credits.
  const credits = picked.map(({ tracking, claimableCents }, index) => ({
    trackingNumber: tracking,
    cents: index === 0 ? claimableCents : Math.floor(claimableCents / 2),
  }));
  const creditedCents = credits.reduce((sum, { cents }) => sum + cents, 0);
  const before = centsOf(await (await creditedTile(page)).innerText());
  await page.goto('/control-master');
  const creditFile = refundCreditFile(
    'NORTHWIND_OUTFITTERS',
    carrier === 'FedEx' ? 'FEDEX' : 'UPS',
    batchId,
    credits,
  );
  const importing = await importThroughDialog(
    page,
    'Northwind Outfitters',
    creditFile.fileName,
    demoFileText(creditFile),
  );
  await expect(
    importing.getByText(new RegExp(`^${creditFile.fileName} was imported as Control ID`)),
  ).toBeVisible({
    timeout: 60_000,
  });
  await importing.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/refund-claims/batches/${batchId}`);
  for (const [index, { trackingNumber, cents }] of credits.entries()) {
    const row = claims.getByRole('row').filter({ hasText: trackingNumber });
    await expect(row).toBeVisible();
    expect(await cellUnder(claims, row, 'State')).toContain('Credited');
    const credited = await cellUnder(claims, row, 'Credited');
    expect(centsOf(credited.split(/\s/)[0]!)).toBe(cents);
    expect(credited.includes('(partial)')).toBe(index > 0 && cents < picked[index]!.claimableCents);
  }
  await expect(await creditedTile(page)).toHaveText(tileMoney(before + creditedCents));
});
