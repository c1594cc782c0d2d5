import { openAsBlob } from 'node:fs';
import path from 'node:path';
import type { components } from '@waybill/api-client/schema';
import type { ImportReport } from './services/invoice-import/import-invoice-file.js';
import { emptyReport } from './services/invoice-import/import-report.js';

type InvoiceFileRefusal = components['schemas']['InvoiceFileRefusal'];

/** The report of a file the server refused, from the line and reason its answer carries. */
function refusedReport(
  fileName: string,
  client: string,
  refusal: InvoiceFileRefusal & { line: number },
): ImportReport {
  return {
    ...emptyReport(fileName, client),
    message: refusal.message,
    error: { line: refusal.line, reason: refusal.reason ?? refusal.message },
  };
}

/**
 * Sends the files to a running server's import call (`npm run import` while the server holds the embedded
 * database), signed in as a platform admin. A refused file becomes a rejected report; any other failure throws.
 */
export async function importThroughServer(
  publicUrl: URL,
  credentials: { email: string; password: string },
  client: string,
  files: string[],
): Promise<ImportReport[]> {
  const base = new URL('/api/v1/', publicUrl);
  const headers = { 'x-requested-with': 'waybill', origin: publicUrl.origin };
  const login = await fetch(new URL('auth/login', base), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`Signing in to ${publicUrl.origin} failed (${login.status}).`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const reports: ImportReport[] = [];
  for (const filePath of files) {
    const fileName = path.basename(filePath);
    process.stderr.write(`Sending ${fileName} to ${publicUrl.origin}…\n`);
    const form = new FormData();
    form.append('file', await openAsBlob(filePath, { type: 'text/csv' }), fileName);
    const response = await fetch(
      new URL(`control-master/import?client=${encodeURIComponent(client)}`, base),
      {
        method: 'POST',
        headers: { ...headers, cookie },
        body: form,
      },
    );
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status === 200 || response.status === 201) {
      reports.push({
        ...(body as unknown as ImportReport),
        amount: Number(body.amount).toFixed(2),
        rowsRejected: 0,
        error: null,
      });
    } else if (response.status === 400 && typeof body.line === 'number') {
      reports.push(refusedReport(fileName, client, body as InvoiceFileRefusal & { line: number }));
    } else {
      throw new Error(`${fileName}: the server answered ${response.status}: ${String(body.message ?? '')}`);
    }
  }
  return reports;
}
