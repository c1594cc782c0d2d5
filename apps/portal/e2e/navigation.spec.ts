import { expect, test, type Locator } from '@playwright/test';
import { demoUsers, freezeSidebar, signIn } from './session';

/** A menu as a reader of the sidebar meets it: link names, and groups as {title: entries}. */
type Outline = (string | { [title: string]: Outline })[];

/** Opens every group of the navigation, then reads its links and groups in order. */
async function readMenu(navigation: Locator): Promise<Outline> {
  const closedGroup = navigation.locator('button[aria-expanded="false"]');
  while ((await closedGroup.count()) > 0) await closedGroup.first().click();
  return navigation.evaluate((root) => {
    type Entries = (string | { [title: string]: Entries })[];
    // What assistive technology reads: the label, or the text outside aria-hidden parts.
    const nameOf = (element: Element): string => {
      const label = element.getAttribute('aria-label');
      if (label) return label;
      let text = '';
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
        else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') text += nameOf(node);
      }
      return text.trim();
    };
    const outline = (element: Element): Entries =>
      [...element.children].flatMap((child): Entries => {
        if (child.tagName === 'A') return [nameOf(child)];
        if (child.getAttribute('role') === 'group') {
          const title = document.getElementById(child.getAttribute('aria-labelledby') ?? '');
          return [{ [title ? nameOf(title) : '']: outline(child) }];
        }
        return outline(child);
      });
    return outline(root);
  });
}

const dashboardMenu: Outline = [
  { 'Parcel Pulse': ['Executive Summary', 'Domestic Shipping', 'International Shipping'] },
  { 'Accessorial Dive': ['Accessorials Summary', 'Accessorials Detail'] },
  { 'Contract Monitoring': ['Discount Monitoring Summary', 'Discount Monitoring Detail'] },
  // The group's title is a link to /dashboard/mode-optimization; a separate button opens the group.
  'Carrier Monitoring',
  { 'Toggle Carrier Monitoring': ['Performance Tracker', 'Refunds'] },
];

const cases = [
  {
    who: 'a platform admin',
    user: demoUsers.platformAdmin,
    landsOn: '/organization',
    menu: [
      ...dashboardMenu,
      { Administration: ['Organizations', 'People', 'Documents', 'Export Data', 'Audit log'] },
      {
        Import: [
          'Control Master',
          'Reference Data',
          'Service Map',
          'Charge Map',
          'Delivery Commitments',
          'Contract Discounts',
          'Guarantee Waivers',
          'Refund Rules',
          'Refund Claims',
          { 'Setup Tables': ['Service Types', 'Track Status'] },
        ],
      },
      'Ada Admin',
    ],
  },
  {
    who: 'an organization admin',
    user: demoUsers.organizationAdmin,
    landsOn: /\/organization\/[0-9a-f-]{36}$/,
    menu: [...dashboardMenu, { Administration: ['Organization Profile', 'Documents'] }, 'Olivia Owens'],
  },
  {
    who: 'a member of an organization',
    user: demoUsers.member,
    landsOn: '/dashboard/executive-summary',
    menu: [...dashboardMenu, { Administration: ['Documents'] }, 'Marco Mendes'],
  },
  {
    who: 'a member without an organization',
    user: demoUsers.memberWithoutOrganization,
    landsOn: '/no-organization',
    menu: [...dashboardMenu, 'Nina Nomad'],
  },
];

for (const { who, user, landsOn, menu } of cases) {
  test(`${who} lands on their start page and sees the menus of their role`, async ({ page }) => {
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(landsOn);
    await freezeSidebar(page);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await readMenu(navigation)).toEqual(menu);
  });
}

test('the organization admin sees their organization in the sidebar and opens their own page from it', async ({
  page,
}) => {
  await signIn(page, demoUsers.organizationAdmin.email, demoUsers.organizationAdmin.password);
  await freezeSidebar(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByText('Northwind Outfitters', { exact: true }).first()).toBeVisible();
  const { userId } = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user-storage') ?? '{}') as { userId: string },
  );
  await navigation.getByRole('link', { name: 'Olivia Owens' }).click();
  await expect(page).toHaveURL(`/people/${userId}`);
});

test('the frozen sidebar and the open menu groups are remembered across visits', async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await freezeSidebar(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'Accessorial Dive' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unfreeze sidebar' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(navigation.getByRole('link', { name: 'Accessorials Detail' })).toBeAttached();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dashboard-nav-storage') ?? '{}'));
  expect(stored).toMatchObject({ 'Accessorial Dive': true });
});

test('a signed-in user sees the not-found page inside the signed-in layout', async ({ page }) => {
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await expect(page).toHaveURL('/dashboard/executive-summary');
  await page.goto('/dashboard/no-such-dashboard');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test("the portal's tab shows its icon", async ({ page }) => {
  await page.goto('/login');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBeTruthy();
  const answer = await page.request.get(icon!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
  expect(await answer.text()).toContain('<svg');
});
