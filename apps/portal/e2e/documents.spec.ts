import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './session';

/** A one-page PDF written here, so the test owns every byte it compares. */
function pdfBytes(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Windows program: an MZ header and the PE signature. */
function executableBytes(): Buffer {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

async function openUploadDialog(page: Page) {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog.getByText('Supported formats: PDF, DOC, DOCX, CSV, XLSX')).toBeVisible();
  return dialog;
}

test('a member uploads a document, finds it under their name and downloads the same bytes', async ({
  page,
}) => {
  const name = `carrier-contract-${Date.now()}.pdf`;
  const bytes = pdfBytes(`Waybill ${name}`);
  await signIn(page, demoUsers.member.email, demoUsers.member.password);

  const dialog = await openUploadDialog(page);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await expect(dialog.getByRole('list', { name: 'Chosen files' }).getByText(name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('Document uploaded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const tree = page.getByRole('treegrid', { name: 'Organizations and users' });
  await tree.getByRole('row', { name: 'Northwind Outfitters' }).click();
  await tree.getByRole('row', { name: 'Marco Mendes' }).click();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Type: PDF')).toBeVisible();
  // The PDF is under 1 KB, so its size shows in bytes.
  expect(bytes.length).toBeLessThan(1024);
  await expect(card.getByText(`Size: ${bytes.length} B`)).toBeVisible();

  // A new tab opens on the file's address; the browser reports the download on the page that opened it.
  const tabOpens = page.waitForEvent('popup');
  const downloadStarts = page.waitForEvent('download');
  await card.getByRole('link', { name: `Download ${name}` }).click();
  await tabOpens;
  const download = await downloadStarts;
  expect(download.suggestedFilename()).toBe(name);
  expect((await readFile(await download.path())).equals(bytes)).toBe(true);

  // Preview shows the PDF in a new tab (the browser's viewer: the tab loads and stays, nothing is saved)…
  const previewLink = card.getByRole('link', { name: `Preview ${name}` });
  const previewHref = await previewLink.getAttribute('href');
  const previewTabOpens = page.waitForEvent('popup');
  await previewLink.click();
  const previewTab = await previewTabOpens;
  await previewTab.waitForLoadState('load');
  expect(previewTab.url()).toBe(new URL(previewHref!, page.url()).href);
  expect(previewTab.isClosed()).toBe(false);
  await previewTab.close();
  // …from the same bytes sent inline, in a sandbox that runs nothing of the file.
  const preview = await page.request.get(previewHref!);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-disposition']).toBe(
    `inline; filename="${name}"; filename*=UTF-8''${name}`,
  );
  expect(preview.headers()['content-type']).toBe('application/pdf');
  expect(preview.headers()['x-content-type-options']).toBe('nosniff');
  expect(preview.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
  expect((await preview.body()).equals(bytes)).toBe(true);
});

test('a program renamed .pdf is refused with the reason, and nothing is added', async ({ page }) => {
  await signIn(page, demoUsers.organizationAdmin.email, demoUsers.organizationAdmin.password);
  const dialog = await openUploadDialog(page);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: executableBytes() });
  await dialog.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'The file "invoice.pdf" is not a valid PDF file: its content does not match its extension',
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  const tree = page.getByRole('treegrid', { name: 'Organizations and users' });
  await tree.getByRole('row', { name: 'Northwind Outfitters' }).click();
  await tree.getByRole('row', { name: 'Olivia Owens' }).click();
  await expect(page.getByText('No documents found')).toBeVisible();
});

test('a person without an organization is offered no upload', async ({ page }) => {
  await signIn(page, demoUsers.memberWithoutOrganization.email, demoUsers.memberWithoutOrganization.password);
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText('Select a user to view their documents')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Document' })).toHaveCount(0);
});
