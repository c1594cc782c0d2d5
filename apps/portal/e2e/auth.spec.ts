import { expect, test } from '@playwright/test';
import { mailedLink } from './mailbox';
import { logOut, register, signIn, uniqueEmail } from './session';

test('a visitor signs up, signs in, keeps the session across a reload and logs out', async ({ page }) => {
  const email = uniqueEmail('ann');
  const password = 'correct horse battery';
  await register(page, { email, password });

  await signIn(page, email, password);
  // A new account has not verified its address yet: the landing asks for that first, across a reload too.
  await expect(page).toHaveURL('/verify-your-email');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();

  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
  // Verified, it belongs to no organization: the landing sends it to No Organization Access.
  await page.goto('/');
  await expect(page).toHaveURL('/no-organization');
  await expect(page.getByRole('heading', { name: 'No Organization Access' })).toBeVisible();
  await expect(
    page.getByText(
      'You are not currently part of any organization. Please contact your administrator for access.',
    ),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'No Organization Access' })).toBeVisible();

  await logOut(page);
  await expect(page.getByText('You have been successfully logged out')).toBeVisible();
  const storedUser = await page.evaluate(() => JSON.parse(localStorage.getItem('user-storage') ?? 'null'));
  expect(storedUser).toMatchObject({ userId: '', firstName: '', email: '', isAdmin: false });

  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = page.getByRole('alertdialog');
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(toast.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
});
