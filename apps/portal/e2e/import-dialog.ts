import { expect, type Page } from '@playwright/test';

/**
 * Uploads a carrier file through the Control Master's Import Invoice File dialog for the organization named
 * `organization` and returns the dialog, which then follows the file's import job until it ends.
 */
export async function importThroughDialog(page: Page, organization: string, fileName: string, text: string) {
  await page.getByRole('button', { name: 'Import Invoice File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Invoice File' });
  await dialog.getByRole('button', { name: /Client/ }).click();
  await page.getByRole('option', { name: organization }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  // The upload is queued as a job: the form gives way to the job's progress, and later to its outcome.
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeHidden({ timeout: 30_000 });
  return dialog;
}
