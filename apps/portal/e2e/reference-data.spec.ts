import { expect, test } from '@playwright/test';
import { demoUsers, freezeSidebar, signIn } from './session';

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
