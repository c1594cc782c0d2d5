import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestMailedLink } from './mailbox';
import { demoUsers, logOut, signIn, uniqueEmail } from './session';

/** Waits for the mail to `to` with a link to `page`, and returns that link's path and query. */
async function mailedLink(to: string, page: string): Promise<string> {
  await expect.poll(() => latestMailedLink(to, page), { message: `a ${page} mail to ${to}` }).toBeTruthy();
  return latestMailedLink(to, page) as string;
}

/** A name no other run or test uses. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Creates an organization from the list's Add Organization dialog and opens it. */
async function createOrganization(page: Page, name: string, licenses: number) {
  await page.goto('/organization');
  await page.getByRole('button', { name: 'Add Organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Organization' });
  await dialog.getByRole('textbox', { name: 'Organization Name' }).fill(name);
  await dialog
    .getByRole('textbox', { name: 'Organization Mapping Name' })
    .fill(name.toUpperCase().replace(/\W+/g, '_'));
  await dialog.getByRole('textbox', { name: 'URL', exact: true }).fill('https://initech.example.com');
  await dialog.getByRole('spinbutton', { name: 'Number of Licenses' }).fill(String(licenses));
  await dialog.getByRole('button', { name: 'Create Organization' }).click();
  await expect(page.getByText('Organization created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const grid = page.getByRole('grid', { name: 'Organizations' });
  await grid.getByRole('rowheader', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/organization\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1) as string;
}

/** Picks `option` in the select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A platform admin invites `emails` into `organization` from the people list. */
async function inviteFromPeopleList(page: Page, organization: string, emails: string[]) {
  await page.goto('/people');
  await page.getByRole('button', { name: 'Invite People' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite People' });
  await choose(page, dialog, 'Organization', organization);
  await dialog.getByRole('textbox', { name: 'Emails (comma separated)' }).fill(emails.join(', '));
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('People invited successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Accepts the invitation mailed to `email` with the given names, as the invited person would. */
async function acceptInvitation(page: Page, email: string, firstName: string, password: string) {
  await page.goto(await mailedLink(email, 'accept-invitation'));
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'First Name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Tester');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL('/login');
}

/**
 * Flips a switch as a pointer user does, by its label: the switch's own input is visually hidden, so the
 * pointer never lands on it.
 */
async function flip(toggle: Locator) {
  await toggle.locator('xpath=ancestor::label[1]').click();
}

/** The status of a call made with the signed-in browser's cookies, as the portal's client makes it. */
async function apiStatus(page: Page, path: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(`/api/v1${address}`, {
      credentials: 'include',
      headers: { 'X-Requested-With': 'waybill' },
    });
    return response.status;
  }, path);
}

/** The id of the organization called `name`, read as the signed-in platform admin. */
async function organizationIdOf(page: Page, name: string) {
  return page.evaluate(async (wanted) => {
    const response = await fetch('/api/v1/organization?status=all', { credentials: 'include' });
    const organizations = (await response.json()) as { organizationId: string; name: string }[];
    return organizations.find((organization) => organization.name === wanted)?.organizationId;
  }, name);
}

const password = 'correct horse battery';

test('an admin creates an organization, invites people who accept by the mailed link, and licenses them up to the seat limit', async ({
  page,
}) => {
  const name = unique('Initech');
  const first = uniqueEmail('peter');
  const second = uniqueEmail('milton');

  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await createOrganization(page, name, 1);
  await expect(page.getByText('0 / 1 licenses used')).toBeVisible();
  await expect(page.getByText('No members found')).toBeVisible();

  await inviteFromPeopleList(page, name, [first, second]);
  await logOut(page);
  await acceptInvitation(page, first, 'Peter', password);
  await acceptInvitation(page, second, 'Milton', password);

  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await page.goto('/organization');
  await page.getByRole('grid', { name: 'Organizations' }).getByRole('rowheader', { name }).click();
  const members = page.getByRole('grid', { name: 'Members' });
  await expect(members.getByRole('rowheader', { name: 'Peter Tester' })).toBeVisible();
  await expect(members.getByRole('rowheader', { name: 'Milton Tester' })).toBeVisible();

  const peter = members.getByRole('switch', { name: 'License for Peter Tester' });
  await flip(peter);
  await expect(peter).toBeChecked();
  await expect(page.getByText('1 / 1 licenses used')).toBeVisible();

  // Past the seat limit the server refuses, and its message is what the admin reads.
  const milton = members.getByRole('switch', { name: 'License for Milton Tester' });
  await flip(milton);
  await expect(
    page.getByRole('alertdialog').getByText(`All 1 licenses of ${name} are in use`, { exact: false }),
  ).toBeVisible();
  await expect(milton).not.toBeChecked();
  await expect(page.getByText('1 / 1 licenses used')).toBeVisible();
});

test('an organization admin switches a member’s license on and off', async ({ page }) => {
  await signIn(page, demoUsers.organizationAdmin.email, demoUsers.organizationAdmin.password);
  await expect(page).toHaveURL(/\/organization\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Invite People' })).toBeVisible();
  const used = page.getByText(/^\d+ \/ \d+ licenses used$/);
  const before = await used.textContent();
  const [inUse, total] = (before ?? '').split(/\D+/).filter(Boolean).map(Number) as [number, number];

  const priya = page
    .getByRole('grid', { name: 'Members' })
    .getByRole('switch', { name: 'License for Priya Shah' });
  await expect(priya).not.toBeChecked();
  await flip(priya);
  await expect(priya).toBeChecked();
  await expect(used).toHaveText(`${inUse + 1} / ${total} licenses used`);
  await flip(priya);
  await expect(priya).not.toBeChecked();
  await expect(used).toHaveText(`${inUse} / ${total} licenses used`);
});

test("a member cannot reach another organization's pages, on screen or through the API", async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  const bluebird = await organizationIdOf(page, 'Bluebird Supply Co.');
  expect(bluebird).toBeTruthy();
  const bluebirdPeople = await page.evaluate(async (id) => {
    const response = await fetch(`/api/v1/organization/people/${id}`, { credentials: 'include' });
    return ((await response.json()) as { userId: string }[]).map((person) => person.userId);
  }, bluebird);
  const someoneAtBluebird = bluebirdPeople[0] as string;
  await logOut(page);

  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page.goto(`/organization/${bluebird}`);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByText('Bluebird Supply Co.')).toHaveCount(0);
  expect(await apiStatus(page, `/organization/${bluebird}`)).toBe(404);
  expect(await apiStatus(page, `/organization/people/${bluebird}`)).toBe(404);

  await page.goto(`/people/${someoneAtBluebird}`);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  expect(await apiStatus(page, `/user/${someoneAtBluebird}`)).toBe(404);
});

test('a member adds, reveals, edits and deletes a carrier credential, which survives a reload', async ({
  page,
}) => {
  const username = `marco-${Date.now()}`;
  const secret = `Fx-${Math.random().toString(36).slice(2)}`;
  await signIn(page, demoUsers.member.email, demoUsers.member.password);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Marco Mendes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marco Mendes' })).toBeVisible();

  const credentials = page.getByRole('region', { name: 'Credentials' });
  await credentials.getByRole('button', { name: 'Add Credential' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Credential' });
  await choose(page, dialog, 'Platform Name', 'Fedex');
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(secret);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Credential added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Stored encrypted and never sent with the list: still there after a reload, read only when asked.
  await page.reload();
  const row = credentials.getByRole('row').filter({ hasText: username });
  await expect(row.getByText('••••••••')).toBeVisible();
  await expect(row.getByText(secret)).toHaveCount(0);
  await row.getByRole('button', { name: `Show password for Fedex ${username}` }).click();
  await expect(row.getByText(secret)).toBeVisible();

  // The edit never shows the stored password; left empty, it is kept.
  await row.getByRole('button', { name: `Edit credential Fedex ${username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Credential' });
  await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('');
  await edit.getByRole('textbox', { name: 'Username' }).fill(`${username}-2`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  const edited = credentials.getByRole('row').filter({ hasText: `${username}-2` });
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: `Show password for Fedex ${username}-2` }).click();
  await expect(edited.getByText(secret)).toBeVisible();

  await edited.getByRole('button', { name: `Delete credential Fedex ${username}-2` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(
    confirm.getByText('This will permanently delete the credential for Fedex. This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(credentials.getByText(`${username}-2`)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Marco Mendes' })).toBeVisible();
  await expect(credentials.getByText(`${username}-2`)).toHaveCount(0);
});

test('an admin deactivates and activates an organization and a user', async ({ page }) => {
  const name = unique('Globex');
  const email = uniqueEmail('hank');
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  const organizationId = await createOrganization(page, name, 0);

  await page.getByRole('button', { name: 'Deactivate Organization' }).click();
  const deactivate = page.getByRole('alertdialog', { name: 'Deactivate Organization' });
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page).toHaveURL('/organization');
  const organizations = page.getByRole('grid', { name: 'Organizations' });
  await expect(organizations.getByRole('rowheader', { name: 'Northwind Outfitters' })).toBeVisible();
  await expect(organizations.getByRole('rowheader', { name })).toHaveCount(0);

  await flip(page.getByRole('switch', { name: 'Show inactive organizations' }));
  await organizations.getByRole('rowheader', { name }).click();
  await expect(page).toHaveURL(`/organization/${organizationId}`);
  await page.getByRole('button', { name: 'Activate Organization' }).click();
  await page
    .getByRole('alertdialog', { name: 'Activate Organization' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page).toHaveURL('/organization');
  await expect(organizations.getByRole('rowheader', { name })).toBeVisible();

  // A user of that organization: deactivated, they cannot sign in; activated, they can again.
  await inviteFromPeopleList(page, name, [email]);
  await logOut(page);
  await acceptInvitation(page, email, 'Hank', password);
  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await page.goto('/people');
  await page.getByRole('searchbox', { name: 'Search people' }).fill(email);
  await page.getByRole('grid', { name: 'People' }).getByRole('rowheader', { name: 'Hank Tester' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hank Tester' })).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate User' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Deactivate User' }).click();
  await expect(page.getByText('User has been deactivated')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activate User' })).toBeVisible();
  await logOut(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Logged in successfully!')).toHaveCount(0);

  await signIn(page, demoUsers.platformAdmin.email, demoUsers.platformAdmin.password);
  await page.goto('/people');
  await page.getByRole('searchbox', { name: 'Search people' }).fill(email);
  await page.getByRole('grid', { name: 'People' }).getByRole('rowheader', { name: 'Hank Tester' }).click();
  await page.getByRole('button', { name: 'Activate User' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Activate User' })
    .click();
  await expect(page.getByText('User has been activated')).toBeVisible();
  await logOut(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL('/dashboard/executive-summary');
});
