import { expect, test } from '@playwright/test';
import { chargesInDirectory } from './carrier-file-reader';
import { DEMO_FILES_DIR_VARIABLE } from './demo-files';
import { frameTitled, showEverythingShipped, tileMoney, tileValue } from './frame';
import { demoUsers, signIn } from './session';

const EXECUTIVE_SUMMARY = 'Executive Summary dashboard';

/**
 * What the demo carrier files of Bluebird Supply Co. bill, read from their text (written by the global setup):
 * net spend, Σ of every charge's net in cents, and packages, the distinct tracking numbers a charge is billed to.
 */
async function billedByDemoFiles(): Promise<{ netCents: number; packages: number }> {
  const directory = process.env[DEMO_FILES_DIR_VARIABLE];
  if (!directory) throw new Error(`${DEMO_FILES_DIR_VARIABLE} is not set: e2e/global-setup.ts did not run`);
  const charges = await chargesInDirectory(directory);
  expect(charges.length).toBeGreaterThan(0);
  const packages = new Set(
    charges
      .filter((charge) => charge.trackingNumber)
      .map((charge) => `${charge.carrier} ${charge.trackingNumber}`),
  );
  return { netCents: charges.reduce((sum, charge) => sum + charge.netCents, 0), packages: packages.size };
}

/** Every dashboard address of the portal with the name its frame shows (SPEC §2 "Dashboard page"). */
const DASHBOARDS = [
  ['/dashboard/executive-summary', 'Executive Summary'],
  ['/dashboard/domestic-shipping', 'Domestic Shipping'],
  ['/dashboard/international-shipping', 'International Shipping'],
  ['/dashboard/accessorials-summary', 'Accessorials Summary'],
  ['/dashboard/accessorials-detail', 'Accessorials Detail'],
  ['/dashboard/discount-monitoring-summary', 'Discount Monitoring Summary'],
  ['/dashboard/discount-monitoring-detail', 'Discount Monitoring Detail'],
  ['/dashboard/mode-optimization', 'Mode Optimization'],
  ['/dashboard/performance-tracker', 'Performance Tracker'],
  ['/dashboard/refunds', 'Refunds'],
  // Any other address: the discounts overview.
  ['/dashboard', 'Discounts'],
] as const;

const scopes = [
  { who: 'the platform admin', user: demoUsers.platformAdmin, scope: 'All organizations' },
  { who: 'a member', user: demoUsers.member, scope: 'Northwind Outfitters' },
] as const;

for (const { who, user, scope } of scopes) {
  test(`${who} opens every dashboard and each shows its kind for ${scope}`, async ({ page }) => {
    await signIn(page, user.email, user.password);
    for (const [address, title] of DASHBOARDS) {
      await page.goto(address);
      const frame = frameTitled(page, `${title} dashboard`);
      await expect(frame.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(frame.getByText(new RegExp(`^${scope} · shipped`))).toBeVisible();
      await expect(page.getByText('Error loading dashboard')).toHaveCount(0);
    }
  });
}

test('a member lands on the executive summary of their organization', async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await expect(page).toHaveURL('/dashboard/executive-summary');
  await expect(page.getByTitle(EXECUTIVE_SUMMARY)).toBeVisible();

  const frame = frameTitled(page, EXECUTIVE_SUMMARY);
  await expect(frame.getByRole('heading', { name: 'Executive Summary', level: 1 })).toBeVisible();
  await expect(frame.getByText(/^Northwind Outfitters · shipped/)).toBeVisible();
  await expect(tileValue(frame, 'Net spend')).toHaveText(/^\$[\d,]+$/);
});

// Bluebird Supply Co.: no other flow imports files for it (the Control Master flow adds this week's to Northwind).
test("an organization's net spend and cost per package on the executive summary are what its carrier files billed", async ({
  page,
}) => {
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await page.goto('/dashboard/executive-summary');
  await page.getByRole('button', { name: /Organization/ }).click();
  await page.getByRole('option', { name: 'Bluebird Supply Co.' }).click();
  const frame = frameTitled(page, EXECUTIVE_SUMMARY);
  await expect(frame.getByText(/^Bluebird Supply Co\. · shipped/)).toBeVisible();

  await showEverythingShipped(frame);
  const billed = await billedByDemoFiles();
  await expect(tileValue(frame, 'Net spend')).toHaveText(tileMoney(billed.netCents));
  await expect(tileValue(frame, 'Cost per package')).toHaveText(
    tileMoney(Math.round(billed.netCents / billed.packages)),
  );
});

test('choosing a theme reloads the frame in it and is remembered', async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await expect(page).toHaveURL('/dashboard/executive-summary');
  const frameElement = page.getByTitle(EXECUTIVE_SUMMARY);
  await expect(frameElement).toHaveAttribute('src', /[?&]theme=SmallSpacing(&|#)/);
  const frame = frameTitled(page, EXECUTIVE_SUMMARY);
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'SmallSpacing');

  await page.getByRole('button', { name: 'Theme: SmallSpacing' }).click();
  await page.getByRole('option', { name: 'Dark' }).click();

  await expect(frameElement).toHaveAttribute('src', /[?&]theme=Dark(&|#)/);
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'Dark');
  await expect(frame.getByRole('region', { name: 'Net spend', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'Dark');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect(frameElement).toHaveAttribute('src', /[?&]theme=Dark(&|#)/);
});

test('a KPI tile of the frame opens the dashboard that explains it in the portal', async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  const frame = frameTitled(page, EXECUTIVE_SUMMARY);
  await frame.getByRole('link', { name: 'Late packages: Open Performance Tracker' }).click();
  await expect(page).toHaveURL('/dashboard/performance-tracker');
  const tracker = frameTitled(page, 'Performance Tracker dashboard');
  await expect(tracker.getByRole('heading', { name: 'Performance Tracker', level: 1 })).toBeVisible();
});

test('the platform admin sees every organization, then one chosen by name', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await page.goto('/dashboard/executive-summary');
  const frameElement = page.getByTitle(EXECUTIVE_SUMMARY);
  const frame = frameTitled(page, EXECUTIVE_SUMMARY);
  const organization = page.getByRole('button', { name: /Organization/ });
  await expect(organization).toHaveText(/All/);
  await expect(frame.getByText(/^All organizations · shipped/)).toBeVisible();

  await organization.click();
  await page.getByRole('option', { name: 'Northwind Outfitters' }).click();

  await expect(organization).toHaveText(/Northwind Outfitters/);
  await expect(frameElement).toHaveAttribute('src', /#token=/);
  await expect(frame.getByText(/^Northwind Outfitters · shipped/)).toBeVisible();

  // Another dashboard of the menu keeps the organization chosen.
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Domestic Shipping' }).click();
  await expect(page).toHaveURL('/dashboard/domestic-shipping');
  await expect(organization).toHaveText(/Northwind Outfitters/);
  const domestic = frameTitled(page, 'Domestic Shipping dashboard');
  await expect(domestic.getByText(/^Northwind Outfitters · shipped/)).toBeVisible();
});

test('a member without a license seat is told why the dashboard does not open', async ({ page }) => {
  await signIn(page, 'priya@northwind.test', 'people-demo-1');
  await page.goto('/dashboard/executive-summary');
  await expect(
    page.getByText('Viewing dashboards needs a license seat: ask your organization admin to assign you one'),
  ).toBeVisible();
  await expect(page.getByTitle(EXECUTIVE_SUMMARY)).toHaveCount(0);
});

/** A figure as the frame prints it ('$201,334' or '$201,334.12') in dollars. */
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

test('pressing a service filters the whole page by it, and removing its chip brings the page back', async ({
  page,
}) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  const frame = frameTitled(page, EXECUTIVE_SUMMARY);
  const netSpend = tileValue(frame, 'Net spend');
  await expect(netSpend).toHaveText(/^\$[\d,]+$/);
  const unfiltered = await netSpend.textContent();

  const services = frame.getByRole('region', { name: 'Top 10 services by net spend' });
  const second = services.getByRole('listitem').nth(1);
  const service = (await second.locator('span').nth(1).textContent()) ?? '';
  const serviceSpend = dollars((await second.locator('span').nth(2).textContent()) ?? '');
  expect(serviceSpend).toBeGreaterThan(0);
  await second.getByRole('button').click();

  const chip = frame.getByRole('button', { name: `Remove filter Service: ${service}` });
  await expect(chip).toBeVisible();
  // The page's net spend is now the pressed service's, as the ranked list showed it before the press.
  await expect(netSpend).toHaveText(`$${Math.round(serviceSpend).toLocaleString('en-US')}`);

  await chip.click();
  await expect(chip).toHaveCount(0);
  await expect(netSpend).toHaveText(unfiltered ?? '');
});
