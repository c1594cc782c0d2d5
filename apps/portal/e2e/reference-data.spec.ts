import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chargesInDirectory, fedexPairsOf } from './carrier-file-reader';
import { DEMO_FILES_DIR_VARIABLE } from './demo-files';
import { frameTitled, showEverythingShipped } from './frame';
import { demoUsers, freezeSidebar, signIn } from './session';

// A change of the reference data is a job the portal follows about once a second until it has re-derived the
// stored packages it moves: seconds on the embedded database.
const untilTheChangeEnds = { timeout: 60_000 };

test('the platform admin finds what the reference maps do not know, from the menu and from a Control Master row', async ({
  page,
}) => {
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await freezeSidebar(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'Import', exact: true }).click();
  await navigation.getByRole('link', { name: 'Reference Data' }).click();
  await expect(page).toHaveURL('/reference-data/unmapped');
  await expect(page.getByRole('heading', { name: 'Reference Data', level: 1 })).toBeVisible();
  // The demo's carriers bill these under new names in the data's last three months.
  await expect(
    page.getByRole('grid', { name: 'Services' }).getByRole('rowheader', { name: 'Worldwide Economy DDU' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('grid', { name: 'Charge descriptions' })
      .getByRole('rowheader', { name: 'Shipment Value Protection' }),
  ).toBeVisible();

  // The newest files bill them: their Control Master rows say so, and lead here.
  await page.goto('/control-master');
  await page
    .getByRole('grid', { name: 'Control Master' })
    .getByRole('link', { name: /with an unmapped (service|description)$/ })
    .first()
    .click();
  await expect(page).toHaveURL('/reference-data/unmapped');

  await page.goto('/reference-data');
  await expect(page).toHaveURL('/reference-data/unmapped');
});

/** The packages the demo carrier files of Bluebird Supply Co. bill under `service`, and the net of all their charges. */
async function billedUnder(service: string): Promise<{ packages: number; netCents: number }> {
  const directory = process.env[DEMO_FILES_DIR_VARIABLE];
  if (!directory) throw new Error(`${DEMO_FILES_DIR_VARIABLE} is not set: e2e/global-setup.ts did not run`);
  const charges = await chargesInDirectory(directory);
  const key = (charge: { carrier: string; trackingNumber: string }) =>
    `${charge.carrier} ${charge.trackingNumber}`;
  const packages = new Set(charges.filter((charge) => charge.service === service).map(key));
  const netCents = charges
    .filter((charge) => packages.has(key(charge)))
    .reduce((sum, c) => sum + c.netCents, 0);
  return { packages: packages.size, netCents };
}

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('the platform admin maps a service the map did not know, and the international dashboard takes its packages in', async ({
  page,
}) => {
  const service = 'Worldwide Economy DDU';
  const billed = await billedUnder(service);
  expect(billed.packages).toBeGreaterThan(0);
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);

  /** The International Shipping dashboard of Bluebird Supply Co., every shipment up to today. */
  async function bluebirdInternational() {
    await page.goto('/dashboard/international-shipping');
    await page.getByRole('button', { name: /Organization/ }).click();
    await page.getByRole('option', { name: 'Bluebird Supply Co.' }).click();
    const frame = frameTitled(page, 'International Shipping dashboard');
    await expect(frame.getByText(/^Bluebird Supply Co\. · shipped/)).toBeVisible();
    await showEverythingShipped(frame);
    return frame;
  }

  // Before: the service's packages are left out of the figures, and the page says how many and what they cost.
  let frame = await bluebirdInternational();
  const byService = frame.getByRole('region', { name: 'By service' });
  await expect(frame.getByRole('note')).toHaveText(
    new RegExp(
      `^${billed.packages.toLocaleString('en-US')} packages? \\(${money(billed.netCents).replace('$', '\\$')}\\) (are|is) not in these figures`,
    ),
  );
  await expect(byService.getByRole('row', { name: new RegExp(service) })).toHaveCount(0);

  // Map it from the unmapped list.
  await page.goto('/reference-data/unmapped');
  await page
    .getByRole('grid', { name: 'Services' })
    .getByRole('link', { name: `Map ${service}` })
    .click();
  await expect(page).toHaveURL(/\/reference-data\/services\?/);
  const dialog = page.getByRole('dialog', { name: 'Add Rule' });
  await expect(dialog.getByRole('textbox', { name: 'Pattern' })).toHaveValue(service);
  for (const [label, option] of [
    ['SLA Group', 'International Deferred'],
    ['Ground/Express', 'Express'],
    ['Scope', 'International'],
  ] as const) {
    await dialog.getByRole('button', { name: new RegExp(`${label.replace('/', '\\/')}$`) }).click();
    await page.getByRole('option', { name: option }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/packages? in \d+ files? (were|was) re-derived\.$/)).toBeVisible(
    untilTheChangeEnds,
  );
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/reference-data/services');

  // After: no note, and the service's row holds exactly the packages and net its files bill.
  frame = await bluebirdInternational();
  const row = frame
    .getByRole('region', { name: 'By service' })
    .getByRole('row', { name: new RegExp(service) });
  await expect(row).toContainText(money(billed.netCents));
  await expect(row).toContainText(billed.packages.toLocaleString('en-US'));
  await expect(frame.getByRole('note')).toHaveCount(0);

  // The map as it was: the rule goes again, and the service is unmapped once more.
  await page.goto('/reference-data/services');
  await page.getByRole('searchbox', { name: 'Search patterns' }).fill(service);
  await page.getByRole('button', { name: `Delete ${service}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Rule' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Delete Rule' })).toBeHidden(untilTheChangeEnds);
  await page.goto('/reference-data/unmapped');
  await expect(
    page.getByRole('grid', { name: 'Services' }).getByRole('rowheader', { name: service }),
  ).toBeVisible();
});

test('the platform admin changes when ground to zones 5–6 is due, and the packages of ground are re-derived', async ({
  page,
}) => {
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await freezeSidebar(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'Import', exact: true }).click();
  await navigation.getByRole('link', { name: 'Delivery Commitments' }).click();
  await expect(page).toHaveURL('/reference-data/commitments');
  const table = page.getByRole('grid', { name: 'Delivery commitments' });
  // The cells after the SLA group: zones, business days, due by, actions.
  const businessDays = table.getByRole('row').filter({ hasText: 'Zones 5–6' }).getByRole('gridcell').nth(1);
  await expect(businessDays).toHaveText('3');

  /** Sets the business days of ground to zones 5–6; how many packages the toast says were re-derived. */
  async function groundZonesFiveAndSixIn(days: string): Promise<number> {
    await page.getByRole('button', { name: 'Edit Ground, zones 5–6' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Commitment' });
    await dialog.getByRole('textbox', { name: 'Business Days' }).fill(days);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('alertdialog').filter({ hasText: 'Commitment saved' });
    const text = toast.getByText(/packages? in [\d,]+ files? (were|was) re-derived\.$/);
    await expect(text).toBeVisible(untilTheChangeEnds);
    await expect(dialog).toBeHidden();
    const moved = Number((await text.textContent())!.split(' ')[0]!.replace(/,/g, ''));
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();
    return moved;
  }

  // Due a day sooner: the demo's ground packages delivered on the third day to those zones turn late.
  const moved = await groundZonesFiveAndSixIn('2');
  expect(moved).toBeGreaterThan(0);
  await expect(businessDays).toHaveText('2');
  // As it was: the same packages move back.
  expect(await groundZonesFiveAndSixIn('3')).toBe(moved);
  await expect(businessDays).toHaveText('3');

  await page.goto('/audit-log');
  await expect(
    page.getByText(
      'Delivery commitments: changed GROUND zones 5–6: 2 business days by 23:59:59 to GROUND zones 5–6: 3 business days by 23:59:59',
    ),
  ).toBeVisible();
});

test('the platform admin changes a client’s contract discount, and its packages are re-derived', async ({
  page,
}) => {
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await freezeSidebar(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'Import', exact: true }).click();
  await navigation.getByRole('link', { name: 'Contract Discounts' }).click();
  await expect(page).toHaveURL('/reference-data/contract-discounts');
  // The screen itself, not the one before it still shown while the screen's code arrives.
  await expect(page.getByRole('heading', { name: 'Contract Discounts', level: 1 })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Choose an organization/ })
    .click();
  await page.getByRole('option', { name: 'Bluebird Supply Co.' }).click();
  await expect(page).toHaveURL(/\/reference-data\/contract-discounts\?organization=/);
  const name = 'UPS Ground, every zone, 0–20 lb';
  const row = page
    .getByRole('grid', { name: 'Contract discounts' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Edit ${name}` }) });
  const discount = row.getByRole('gridcell').filter({ hasText: /%$/ });
  const demoPct = Number((await discount.textContent())!.replace('%', ''));
  expect(demoPct).toBeGreaterThan(0);

  /** Sets the discount of UPS Ground up to 20 lb; how many packages the toast says were re-derived. */
  async function upsGroundAt(pct: number): Promise<number> {
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Discount' });
    await dialog.getByRole('textbox', { name: 'Discount (%)' }).fill(String(pct));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('alertdialog').filter({ hasText: 'Discount saved' });
    const text = toast.getByText(/packages? in [\d,]+ files? (were|was) re-derived\.$/);
    await expect(text).toBeVisible(untilTheChangeEnds);
    await expect(dialog).toBeHidden();
    const moved = Number((await text.textContent())!.split(' ')[0]!.replace(/,/g, ''));
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();
    return moved;
  }

  // A point more off the published rate: every package of the client's light UPS Ground takes it.
  const moved = await upsGroundAt(demoPct + 1);
  expect(moved).toBeGreaterThan(0);
  await expect(discount).toHaveText(`${demoPct + 1}%`);
  expect(await upsGroundAt(demoPct)).toBe(moved);
  await expect(discount).toHaveText(`${demoPct}%`);

  await page.goto('/audit-log');
  await expect(
    page.getByText(
      `Contract discounts of Bluebird Supply Co.: changed UPS GROUND zones 1–999, 0–20 lb: ${demoPct + 1}% to UPS GROUND zones 1–999, 0–20 lb: ${demoPct}%`,
    ),
  ).toBeVisible();
});

test('the platform admin waives a client’s guarantees for a week, and its late packages in transit are exempt until the waiver goes', async ({
  page,
}) => {
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await page.goto('/reference-data/guarantee-waivers');
  await expect(page.getByRole('heading', { name: 'Guarantee Waivers', level: 1 })).toBeVisible();

  /** The count of packages the toast titled `title` says were re-derived. */
  async function rederivedIn(title: string): Promise<number> {
    const toast = page.getByRole('alertdialog').filter({ hasText: title });
    const text = toast.getByText(/packages? in [\d,]+ files? (were|was) re-derived\.$/);
    await expect(text).toBeVisible(untilTheChangeEnds);
    const moved = Number((await text.textContent())!.split(' ')[0]!.replace(/,/g, ''));
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();
    return moved;
  }

  // The demo's data ends last month; a week of its middle month holds late packages of every client.
  const month = new Date();
  month.setUTCDate(1);
  month.setUTCMonth(month.getUTCMonth() - 6);
  const first = `${month.toISOString().slice(0, 7)}-08`;
  const last = `${month.toISOString().slice(0, 7)}-14`;
  await page.getByRole('button', { name: 'Add Waiver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Waiver' });
  await dialog.getByRole('button', { name: /Organization$/ }).click();
  await page.getByRole('option', { name: 'Bluebird Supply Co.' }).click();
  await dialog.getByRole('textbox', { name: 'First Day' }).fill(first);
  await dialog.getByRole('textbox', { name: 'Last Day' }).fill(last);
  await dialog.getByRole('button', { name: /Reason$/ }).click();
  await page.getByRole('option', { name: 'Weather' }).click();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('E2E storm');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const exempted = await rederivedIn('Waiver added');
  expect(exempted).toBeGreaterThan(0);
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'E2E storm' });
  await expect(row).toContainText('Bluebird Supply Co.');
  await row.getByRole('button', { name: /^Delete / }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Waiver' })
    .getByRole('button', { name: 'Delete' })
    .click();
  expect(await rederivedIn('Waiver deleted')).toBe(exempted);
  await expect(page.getByRole('row').filter({ hasText: 'E2E storm' })).toHaveCount(0);
});

/** What the demo carrier files of Bluebird Supply Co. bill as FedEx's `description`, in cents. */
async function fedexBilledAs(description: string): Promise<number> {
  const directory = process.env[DEMO_FILES_DIR_VARIABLE];
  if (!directory) throw new Error(`${DEMO_FILES_DIR_VARIABLE} is not set: e2e/global-setup.ts did not run`);
  let cents = 0;
  for (const name of await readdir(directory)) {
    for (const pair of fedexPairsOf(await readFile(path.join(directory, name), 'utf8'))) {
      if (pair.description === description) cents += pair.cents;
    }
  }
  return cents;
}

test('the platform admin maps a charge description the map did not know, and the executive summary moves its dollars to the grouping', async ({
  page,
}) => {
  const description = 'Shipment Value Protection';
  const billedCents = await fedexBilledAs(description);
  expect(billedCents).toBeGreaterThan(0);
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);

  /** The net of `grouping` on Bluebird Supply Co.'s executive summary, every shipment up to today, in cents. */
  async function bluebirdNetOf(grouping: string): Promise<number> {
    await page.goto('/dashboard/executive-summary');
    await page.getByRole('button', { name: /Organization/ }).click();
    await page.getByRole('option', { name: 'Bluebird Supply Co.' }).click();
    const frame = frameTitled(page, 'Executive Summary dashboard');
    await expect(frame.getByText(/^Bluebird Supply Co\. · shipped/)).toBeVisible();
    await showEverythingShipped(frame);
    const row = frame
      .getByRole('region', { name: 'Net spend by charge grouping: all figures' })
      .getByRole('row')
      .filter({ has: frame.getByRole('rowheader', { name: grouping, exact: true }) });
    const text = (await row.textContent()) ?? '';
    const amount = /\$([\d,]+(\.\d\d)?)/.exec(text);
    expect(amount, text).not.toBeNull();
    return Math.round(Number(amount![1]!.replaceAll(',', '')) * 100);
  }

  const before = await bluebirdNetOf('Declared Value');

  // Map it from the unmapped list.
  await page.goto('/reference-data/unmapped');
  await page
    .getByRole('grid', { name: 'Charge descriptions' })
    .getByRole('link', { name: `Map ${description}` })
    .click();
  await expect(page).toHaveURL(/\/reference-data\/charge-map\?/);
  const dialog = page.getByRole('dialog', { name: 'Add Rule' });
  await expect(dialog.getByRole('textbox', { name: 'Pattern' })).toHaveValue(description);
  await dialog.getByRole('button', { name: /Grouping$/ }).click();
  await page.getByRole('option', { name: 'Declared Value' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/packages? in \d+ files? (were|was) re-derived\.$/)).toBeVisible(
    untilTheChangeEnds,
  );
  await expect(dialog).toBeHidden();
  await page.goto('/reference-data/unmapped');
  await expect(
    page.getByRole('grid', { name: 'Charge descriptions' }).getByRole('rowheader', { name: description }),
  ).toHaveCount(0);

  // After: the grouping holds what Bluebird's files bill under the description, to the dollar as the page shows it.
  const after = await bluebirdNetOf('Declared Value');
  expect(Math.abs(after - before - billedCents)).toBeLessThanOrEqual(100);

  // The map as it was.
  await page.goto('/reference-data/charge-map');
  await page.getByRole('searchbox', { name: 'Search patterns' }).fill(description);
  await page.getByRole('button', { name: `Delete “${description}” (FedEx)` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Rule' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Delete Rule' })).toBeHidden(untilTheChangeEnds);
  expect(await bluebirdNetOf('Declared Value')).toBe(before);
});
