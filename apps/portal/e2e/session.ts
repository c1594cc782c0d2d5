import { expect, type Page } from '@playwright/test';

/** The demo sign-ins the server loads into an empty embedded database. */
export const demoUsers = {
  platformAdmin: { email: 'admin@waybill.test', password: 'admin-demo-1' },
  organizationAdmin: { email: 'olivia@northwind.test', password: 'orgadmin-demo-1' },
  member: { email: 'marco@northwind.test', password: 'member-demo-1' },
  memberWithoutOrganization: { email: 'nina@waybill.test', password: 'solo-demo-1' },
} as const;

/** A fresh address, so that every run and test works with accounts of its own. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills in and submits the sign-in form. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits for the welcome toast. */
export async function signIn(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
}

/** Creates an account through the registration form. */
export async function register(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL('/login');
}

/** Logs out from the sidebar and waits for the sign-in page. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/login');
}

/** Freezes the sidebar open, as a user does to keep the menu in view. */
export async function freezeSidebar(page: Page) {
  await page.getByRole('button', { name: 'Freeze sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Unfreeze sidebar' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}
