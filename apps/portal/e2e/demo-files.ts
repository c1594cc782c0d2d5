import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoOrganizations } from '../../server/src/demo/demo-people';
import { lastFullMonth } from '../../server/src/demo/shipments/calendar';
import { demoFileText } from '../../server/src/demo/shipments/demo-file-text';
import {
  generateDemoShipments,
  generateLastWeekFiles,
} from '../../server/src/demo/shipments/generate-shipments';

/** Where the global setup leaves the demo carrier files of the client the dashboard flow checks. */
export const DEMO_FILES_DIR_VARIABLE = 'WAYBILL_E2E_DEMO_FILES';

/**
 * Writes the carrier files the server loaded at its first start for `client` (a mapping name) into a new
 * directory, and returns it. The demo generator is deterministic, so the options of the server's start
 * (src/start.ts: every demo organization, DEMO_PACKAGES packages, 50,000 when unset as the server reads it, a
 * file a month, 24 months up to the last full month, the default seed, and the last full week before today) give
 * the same files, byte for byte.
 * Only the text is shared with the server: the figures are read from it by carrier-file-reader.ts.
 */
export async function writeDemoFilesOf(
  client: string,
): Promise<{ directory: string; remove: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'waybill-e2e-demo-files-'));
  const organizations = demoOrganizations.map(({ mappingName, name }) => ({ mappingName, name }));
  const packages = Number(process.env.DEMO_PACKAGES || 50_000);
  const today = new Date();
  const files = [
    ...generateDemoShipments({ organizations, packages, endMonth: lastFullMonth(today), cadence: 'monthly' }),
    ...generateLastWeekFiles({ organizations, packages, months: 24, today }),
  ];
  let index = 0;
  for (const file of files) {
    if (file.client !== client) continue;
    await writeFile(path.join(directory, `${index}-${file.fileName}`), demoFileText(file));
    index += 1;
  }
  return { directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
