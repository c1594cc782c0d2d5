import { expect, test } from '@playwright/test';

test('a visitor signs up, signs in, keeps the session across a reload and logs out', async ({ page }) => {
  const email = `ann.${Date.now()}@example.com`;
  const password = 'correct horse battery';

  await page.goto('/register');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Ann!' })).toBeVisible();
  await expect(page).toHaveURL('/');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Ann!' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have been successfully logged out')).toBeVisible();
  await expect(page).toHaveURL('/login');
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
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
});
