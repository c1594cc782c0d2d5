import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
// A CSV reader of its own, so the file is read independently of the page's preview reader.
import { parse } from 'csv-parse/sync';
import { demoUsers, freezeSidebar, signIn } from './session';

/** Reads CSV text into records, the header first. */
const records = (text: string) => parse(text, { bom: true, relax_column_count: false }) as string[][];

/** Adds up a money column in whole cents. */
function totalCents(rows: readonly string[][], column: number): number {
  return rows.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);
}

/** The cell texts of the preview table, the header row first. */
async function previewTable(dialog: Locator): Promise<string[][]> {
  const rows = await dialog.getByRole('grid', { name: 'Export preview' }).getByRole('row').all();
  const texts: string[][] = [];
  for (const row of rows) {
    texts.push(
      await row.locator('[role="columnheader"], [role="rowheader"], [role="gridcell"]').allTextContents(),
    );
  }
  return texts;
}

/** Chooses an option of one of the page's selects. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('a member exports Tracking Data of their organization, previews it and downloads the same rows', async ({
  page,
}) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto('/exports');
  await expect(page.getByRole('heading', { name: 'Export Data', level: 1 })).toBeVisible();

  // Locked to the member's own organization.
  const organization = page.getByRole('button', { name: /Organization/ });
  await expect(organization).toHaveText(/Northwind Outfitters/);
  await expect(organization).toBeDisabled();
  await expect(page.getByRole('button', { name: /Report Type/ })).toHaveText(/Tracking Data/);

  // The demo organization ships from Washington and Texas: the Texas packages, at most 500 of them.
  await expect(page.getByRole('button', { name: /Sender State/ })).toBeEnabled();
  await choose(page, 'Sender State', 'TX');
  const rowLimit = page.getByRole('textbox', { name: 'Row Limit' });
  await rowLimit.fill('500');
  await rowLimit.press('Tab');
  await page.getByRole('button', { name: 'Export Data' }).click();

  const dialog = page.getByRole('dialog', { name: 'Preview Export Data' });
  await expect(
    dialog.getByText('Showing some rows of the export data. Review the data before downloading.'),
  ).toBeVisible();

  // What the server answers for the same export, read with the page's own session.
  const answer = await page.request.post('/api/v1/export/workbook', {
    headers: { 'X-Requested-With': 'waybill' },
    data: {
      organizationMappingName: 'NORTHWIND_OUTFITTERS',
      elementId: 'tracking',
      senderState: 'TX',
      rowLimit: 500,
    },
  });
  expect(answer.ok()).toBe(true);
  const [serverHeader, ...serverRows] = records(((await answer.json()) as { data: string }).data);
  expect(serverRows.length).toBeGreaterThan(15);
  expect(serverRows.length).toBeLessThanOrEqual(500);
  await expect(dialog.getByRole('status')).toHaveText(
    `The first 15 of ${serverRows.length.toLocaleString('en-US')} rows.`,
  );

  const [previewHeader, ...previewRows] = await previewTable(dialog);
  expect(previewHeader).toEqual(serverHeader);
  expect(previewRows).toEqual(serverRows.slice(0, 15));

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tracking_export_\d{4}-\d{2}-\d{2}_\d{6}\.csv$/);
  await expect(page.getByText('Export successful', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your data has been exported successfully. Please check your downloads folder.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The file holds the rows the preview began and the server counted, every one from Texas.
  const [fileHeader, ...fileRows] = records(await readFile((await download.path())!, 'utf8'));
  expect(fileHeader).toEqual(serverHeader);
  expect(fileRows).toHaveLength(serverRows.length);
  expect(fileRows.slice(0, 15)).toEqual(previewRows);
  const senderState = fileHeader!.indexOf('Sender State');
  expect(fileRows.every((row) => row[senderState] === 'TX')).toBe(true);
  const net = fileHeader!.indexOf('Net');
  expect(net).toBeGreaterThanOrEqual(0);
  expect(totalCents(fileRows, net)).toBe(totalCents(serverRows, net));
  expect(totalCents(fileRows, net)).toBeGreaterThan(0);
});

/** The options a select offers, as a user reads them when opening it; closes it again. */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  const options = await page.getByRole('listbox').getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return options;
}

test('the platform admin chooses an organization, narrows Accessorial Data by the cascade and previews it', async ({
  page,
}) => {
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await freezeSidebar(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  // A platform admin lands on /organization, so the Administration menu is open.
  await expect(page).toHaveURL('/organization');
  await navigation.getByRole('link', { name: 'Export Data' }).click();
  await expect(page).toHaveURL('/exports');

  // Nothing to export before an organization is chosen.
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeDisabled();
  await choose(page, 'Organization', 'Northwind Outfitters');
  await choose(page, 'Report Type', 'Accessorial Data');

  // The combinations the server holds for the organization, read with the page's own session.
  const organizations = (await (await page.request.get('/api/v1/organization?status=all')).json()) as {
    organizationId: string;
    name: string;
  }[];
  const northwind = organizations.find((organization) => organization.name === 'Northwind Outfitters')!;
  const details = (await (
    await page.request.get(`/api/v1/export/details?organizationId=${northwind.organizationId}`)
  ).json()) as { unified_charge_grouping: string; sla_grouping: string; sender_state: string }[];
  const residential = details.filter((detail) => detail.unified_charge_grouping === 'RESIDENTIAL');
  expect(residential.length).toBeGreaterThan(0);

  // Choosing a charge leaves the SLA groupings that exist with it, one option each after 'All'.
  await expect(page.getByRole('button', { name: /Unified Charge/ })).toBeEnabled();
  await choose(page, 'Unified Charge', 'Residential');
  const slaCount = new Set(residential.map((detail) => detail.sla_grouping)).size;
  expect(await optionsOf(page, 'SLA Grouping')).toHaveLength(slaCount + 1);
  const states = new Set(residential.map((detail) => detail.sender_state));
  expect((await optionsOf(page, 'Sender State')).slice(1).sort()).toEqual([...states].sort());

  // Changing the charge clears the SLA Grouping and Sender State chosen under it.
  const slaOptions = await optionsOf(page, 'SLA Grouping');
  await choose(page, 'SLA Grouping', slaOptions[1]!);
  const stateOptions = await optionsOf(page, 'Sender State');
  await choose(page, 'Sender State', stateOptions[1]!);
  await expect(page.getByRole('button', { name: /Sender State/ })).toHaveText(new RegExp(stateOptions[1]!));
  const charges = await optionsOf(page, 'Unified Charge');
  await choose(
    page,
    'Unified Charge',
    charges.find((charge) => !['All Charges', 'Residential'].includes(charge))!,
  );
  await expect(page.getByRole('button', { name: /SLA Grouping/ })).toHaveText(/All SLA Groupings/);
  await expect(page.getByRole('button', { name: /Sender State/ })).toHaveText(/All Sender States/);
  await choose(page, 'Unified Charge', 'Residential');

  const rowLimit = page.getByRole('textbox', { name: 'Row Limit' });
  await rowLimit.fill('200');
  await rowLimit.press('Tab');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview Export Data' });
  await expect(dialog.getByRole('status')).toHaveText(/^The first 15 of \d+ rows\.$/);

  const answer = await page.request.post('/api/v1/export/workbook', {
    headers: { 'X-Requested-With': 'waybill' },
    data: {
      organizationMappingName: 'NORTHWIND_OUTFITTERS',
      elementId: 'accessorial',
      unifiedCharge: 'RESIDENTIAL',
      rowLimit: 200,
    },
  });
  expect(answer.ok()).toBe(true);
  const [header, ...rows] = records(((await answer.json()) as { data: string }).data);
  await expect(dialog.getByRole('status')).toHaveText(`The first 15 of ${rows.length} rows.`);
  const [previewHeader, ...previewRows] = await previewTable(dialog);
  expect(previewHeader).toEqual(header);
  expect(previewRows).toEqual(rows.slice(0, 15));
  const grouping = header!.indexOf('Unified Charge Grouping');
  expect(grouping).toBeGreaterThanOrEqual(0);
  expect(rows.every((row) => row[grouping] === 'RESIDENTIAL')).toBe(true);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
