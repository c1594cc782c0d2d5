import { expect, test, type Page } from '@playwright/test';
// The demo data's own generator writes the carrier files, in the UPS and FedEx layouts of DOMAIN.md.
import { generateCarrierFile, type DemoFile } from '../../server/src/demo/shipments/generate-shipments.js';
import { demoFileText } from '../../server/src/demo/shipments/load-demo-shipments.js';
import { importThroughDialog } from './import-dialog';
import { demoUsers, freezeSidebar, signIn } from './session';

/** A row of `GET /control-master`, as the server sends it. */
interface ControlRecord {
  control_id: string;
  invoice_date: string | null;
  carrier: 'UPS' | 'FEDEX';
  client: string;
  amount: number;
  packages: number;
  late_deliveries: number;
}

/** What the server lists for a query, read with the page's own session. */
async function listed(page: Page, query = ''): Promise<ControlRecord[]> {
  const response = await page.request.get(`/api/v1/control-master${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ControlRecord[];
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
const whole = (text: string) => Number(text.replace(/,/g, ''));

/** The texts of the table's body rows. */
async function bodyRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('grid', { name: 'Control Master' }).getByRole('row');
  const texts: string[][] = [];
  for (const row of (await rows.all()).slice(1)) {
    texts.push(await row.locator('[role="rowheader"], [role="gridcell"]').allTextContents());
  }
  return texts;
}

const cardValue = (page: Page, label: string) =>
  page.getByRole('region', { name: label }).locator('p').last();

/** A date as the Control Master sends it: yyyy-MM-dd in the browser's (here: this machine's) time zone. */
const plainDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function openControlMaster(page: Page) {
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await freezeSidebar(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'Import', exact: true }).click();
  await navigation.getByRole('link', { name: 'Control Master' }).click();
  await expect(page).toHaveURL('/control-master');
  await expect(page.getByRole('heading', { name: 'Control Master', level: 1 })).toBeVisible();
}

test('the platform admin walks the Control Master of the demo data: cards, pages, sort, search, filters', async ({
  page,
}) => {
  await openControlMaster(page);
  const all = await listed(page);
  expect(all.length).toBeGreaterThan(15);
  const counter = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(counter).toHaveText(`Showing 1-15 of ${all.length} controls`);

  // The cards add up what the server listed.
  await expect(cardValue(page, 'Total Files')).toHaveText(all.length.toLocaleString('en-US'));
  const cents = all.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  await expect(cardValue(page, 'Total Amount')).toHaveText(
    `$${Math.round(cents / 100).toLocaleString('en-US')}`,
  );
  const packages = all.reduce((sum, row) => sum + row.packages, 0);
  await expect(cardValue(page, 'Total Packages')).toHaveText(packages.toLocaleString('en-US'));
  const late = all.reduce((sum, row) => sum + row.late_deliveries, 0);
  await expect(cardValue(page, 'Late Deliveries')).toHaveText(late.toLocaleString('en-US'));

  // Pages of 15.
  const pageCount = Math.ceil(all.length / 15);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByText(`Page 1 of ${pageCount}`)).toBeVisible();
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(pagination.getByText(`Page 2 of ${pageCount}`)).toBeVisible();
  await expect(counter).toHaveText(`Showing 16-${Math.min(30, all.length)} of ${all.length} controls`);

  // Sorting by Amount goes back to page 1, ascending; again, descending.
  const amount = page.getByRole('columnheader', { name: 'Amount' });
  await amount.click();
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await expect(counter).toHaveText(`Showing 1-15 of ${all.length} controls`);
  const amounts = all.map((row) => row.amount).sort((a, b) => a - b);
  expect(dollars((await bodyRows(page))[0]![5]!)).toBe(amounts[0]);
  await amount.click();
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  expect(dollars((await bodyRows(page))[0]![5]!)).toBe(amounts.at(-1));

  // Search by a Control ID, ignoring case.
  const target = all[Math.floor(all.length / 2)]!;
  const search = page.getByRole('searchbox', { name: 'Search controls' });
  await search.fill(target.control_id.toLowerCase());
  await expect(counter).toHaveText('Showing 1-1 of 1 controls');
  const [found] = await bodyRows(page);
  // The Control ID's cell also shows what of the file the reference maps do not know.
  expect(found![1]!.startsWith(target.control_id)).toBe(true);
  expect(whole(found![6]!)).toBe(target.packages);
  await search.fill('');

  // Carrier FedEx is sent as FEDEX and lists what the server has for it.
  const fedexRequest = page.waitForRequest((request) => request.url().includes('carrier=FEDEX'));
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('button', { name: /Carrier/ }).click();
  await page.getByRole('option', { name: 'FedEx' }).click();
  await fedexRequest;
  const fedex = await listed(page, '?carrier=FEDEX');
  await expect(counter).toHaveText(`Showing 1-${Math.min(15, fedex.length)} of ${fedex.length} controls`);
  for (const row of await bodyRows(page)) expect(row[3]).toBe('FedEx');

  // The invoice date range goes as plain dates.
  const today = new Date();
  const monthAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
  const rangeRequest = page.waitForRequest((request) => request.url().includes('start_date='));
  await filters.getByRole('button', { name: /Invoice Date/ }).click();
  await page.getByRole('button', { name: /Preset/ }).click();
  await page.getByRole('option', { name: 'Last 30 days' }).click();
  const url = new URL((await rangeRequest).url());
  expect(url.searchParams.get('start_date')).toBe(plainDate(monthAgo));
  expect(url.searchParams.get('end_date')).toBe(plainDate(today));
  expect(url.searchParams.get('carrier')).toBe('FEDEX');
});

test('the On-Time Summary of a demo file adds up to its packages', async ({ page }) => {
  await openControlMaster(page);
  const [first] = await listed(page);
  const search = page.getByRole('searchbox', { name: 'Search controls' });
  await search.fill(first!.control_id);
  await page.getByRole('link', { name: first!.control_id, exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `On-Time Summary - Control ID: ${first!.control_id}` });
  await expect(dialog).toBeVisible();
  for (const title of ['By Audit Status', 'Ground vs Express', 'By Service']) {
    const table = dialog.getByRole('region', { name: title }).getByRole('grid');
    const total = table.getByRole('row').last();
    await expect(total.locator('[role="rowheader"], [role="gridcell"]').first()).toHaveText('Total');
    const cells = await total.locator('[role="rowheader"], [role="gridcell"]').allTextContents();
    expect(whole(cells[1]!), `${title}: packages`).toBe(first!.packages);
    expect(cells[3]).toBe('100.0%');
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test("a member sees only their organization's files and no import button", async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto('/control-master');
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toBeVisible();
  const clients = new Set((await bodyRows(page)).map((row) => row[4]));
  expect([...clients]).toEqual(['NORTHWIND_OUTFITTERS']);
  await expect(page.getByRole('button', { name: 'Import Invoice File' })).toHaveCount(0);
});

/** The packages and the net amount a file bills, added up from the generated file itself. */
function fileTotals(file: DemoFile) {
  const trackingNumbers = new Set<string>();
  let cents = 0;
  for (const invoice of file.invoices) {
    for (const charge of invoice.invoiceCharges) cents += charge.netCents;
    for (const parcel of invoice.packages) {
      trackingNumbers.add(parcel.trackingNumber);
      for (const charge of parcel.charges) cents += charge.netCents;
    }
  }
  return { packages: trackingNumbers.size, amount: cents / 100 };
}

/** The Monday of the week of `date`, yyyy-MM-dd: after the demo data, which ends with the last full month. */
function mondayOf(date: Date) {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
  return plainDate(monday);
}

/** The report's figures, by label. */
async function reportFigures(dialog: ReturnType<Page['getByRole']>) {
  const terms = await dialog.getByRole('term').allTextContents();
  const values = await dialog.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index]!]));
}

test('the platform admin imports a generated UPS and FedEx file and finds each in the list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openControlMaster(page);
  const weekStart = mondayOf(new Date());
  const organization = { mappingName: 'NORTHWIND_OUTFITTERS', name: 'Northwind Outfitters' };

  for (const [index, carrier] of (['UPS', 'FEDEX'] as const).entries()) {
    const file = generateCarrierFile({
      organization,
      carrier,
      weekStart,
      packages: 40,
      seed: `e2e-${carrier}`,
      // Far above the demo data's numbers, so no tracking or invoice number is billed twice.
      serialBase: 9_000_000 + index * 100_000,
    });
    const expected = fileTotals(file);
    const dialog = await importThroughDialog(page, organization.name, file.fileName, demoFileText(file));
    await expect(dialog.getByText(new RegExp(`^${file.fileName} was imported as Control ID`))).toBeVisible({
      timeout: 60_000,
    });
    const figures = await reportFigures(dialog);
    expect(figures.Carrier).toBe(carrier === 'UPS' ? 'UPS' : 'FedEx');
    expect(figures.Client).toBe('NORTHWIND_OUTFITTERS');
    expect(whole(figures['Packages loaded']!.split(' ')[0]!)).toBe(expected.packages);
    expect(dollars(figures['Net amount']!)).toBe(expected.amount);
    expect(figures['Rows rejected']).toBe('0');
    const controlId = figures['Control ID']!;
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The new file is listed with the file's own package count and amount.
    await page.getByRole('searchbox', { name: 'Search controls' }).fill(controlId);
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      'Showing 1-1 of 1 controls',
    );
    const [row] = await bodyRows(page);
    expect(row![1]!.startsWith(controlId)).toBe(true);
    expect(row![3]).toBe(carrier === 'UPS' ? 'UPS' : 'FedEx');
    expect(row![4]).toBe('NORTHWIND_OUTFITTERS');
    expect(dollars(row![5]!)).toBe(expected.amount);
    expect(whole(row![6]!)).toBe(expected.packages);
    await page.getByRole('searchbox', { name: 'Search controls' }).fill('');

    if (carrier === 'UPS') {
      // The same bytes again are recognised and not loaded twice.
      const again = await importThroughDialog(page, organization.name, file.fileName, demoFileText(file));
      await expect(
        again.getByText(
          `${file.fileName} was imported before as Control ID ${controlId}. Nothing was loaded again.`,
        ),
      ).toBeVisible({ timeout: 60_000 });
      await again.getByRole('button', { name: 'Close' }).click();
      await expect(again).toBeHidden();
    }
  }

  // A file that is not a carrier file is refused with the line and the reason, and nothing is listed for it.
  const before = (await listed(page)).length;
  const refused = await importThroughDialog(page, organization.name, 'not-an-invoice.csv', 'hello,world\n');
  await expect(refused.getByRole('alert')).toHaveText('The file was not imported; nothing of it was kept.', {
    timeout: 60_000,
  });
  await expect(refused.getByText(/Line \d+/)).toBeVisible();
  expect((await listed(page)).length).toBe(before);
});
