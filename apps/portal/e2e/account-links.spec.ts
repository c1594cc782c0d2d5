import { expect, test, type Page } from '@playwright/test';
import { mailedLink } from './mailbox';
import { demoUsers, logOut, register, signIn, submitSignIn, uniqueEmail } from './session';

/** Invites `email` into the signed-in organization admin's organization, as the invite dialog would. */
async function inviteIntoOwnOrganization(page: Page, email: string) {
  return page.evaluate(async (invited) => {
    const { organizationId } = JSON.parse(localStorage.getItem('user-storage') ?? '{}') as {
      organizationId: string;
    };
    const response = await fetch(`/api/v1/organization/invite/${organizationId}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'waybill' },
      body: JSON.stringify({ emails: [invited], organizationId, role: 'user' }),
    });
    return response.status;
  }, email);
}

test('a new account verifies its email from the mailed link, then signs in', async ({ page }) => {
  const email = uniqueEmail('vera');
  const password = 'correct horse battery';
  await register(page, { email, password });

  const link = await mailedLink(email, 'verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();

  // The link is single use.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();

  await page.goto(link.replace(/token=[^&]*/, 'token='));
  await expect(page.getByText('Missing token or email')).toBeVisible();

  await signIn(page, email, password);
  await expect(page).toHaveURL('/no-organization');
});

test('an invited person accepts the mailed invitation, then signs in to their organization', async ({
  page,
}) => {
  const email = uniqueEmail('ivan');
  const password = 'correct horse battery';
  await signIn(page, demoUsers.organizationAdmin.email, demoUsers.organizationAdmin.password);
  expect(await inviteIntoOwnOrganization(page, email)).toBe(200);
  await logOut(page);

  const link = await mailedLink(email, 'accept-invitation');
  await page.goto(link);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ivan');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Ito');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByText('Please login to continue.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await signIn(page, email, password);
  await expect(page).toHaveURL('/dashboard/executive-summary');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText(
    'Northwind Outfitters',
  );
});

test('an invitation link without its token sends the visitor to sign in', async ({ page }) => {
  await page.goto('/accept-invitation?email=someone%40example.com');
  await expect(page.getByText('Invalid invitation link')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a forgotten password is reset from the mailed link: the old one is refused, the new one works', async ({
  page,
}) => {
  const email = uniqueEmail('rita');
  const oldPassword = 'correct horse battery';
  const newPassword = 'staple battery horse';
  await register(page, { email, password: oldPassword });

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset password email sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  const link = await mailedLink(email, 'reset-password');
  await page.goto(link);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await submitSignIn(page, email, oldPassword);
  await expect(page.getByRole('alertdialog').getByText('Invalid email or password')).toBeVisible();

  await signIn(page, email, newPassword);
  await expect(page).toHaveURL('/no-organization');
});

test('a reset link without its email sends the visitor to sign in', async ({ page }) => {
  await page.goto('/reset-password?token=abc');
  await expect(page.getByText('Invalid reset password link')).toBeVisible();
  await expect(page).toHaveURL('/login');
});
