import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChargeRuleRow } from '../../repositories/charge-rules.js';
import {
  stageInvoiceFile,
  type StagedInvoiceFile,
} from '../../services/invoice-import/import-invoice-file.js';
import { demoFileText } from './demo-file-text.js';
import type { DemoFile } from './generate-shipments.js';

/** A demo file written to disk and staged, ready to load. */
export interface WrittenDemoFile {
  path: string;
  fileName: string;
  client: string;
  receivedAt: Date;
  staged: StagedInvoiceFile;
}

/** Writes the `index`th demo file into `directory` as its carrier would, and stages it beside. */
export async function writeDemoFile(
  file: DemoFile,
  index: number,
  directory: string,
  rules: ChargeRuleRow[],
): Promise<WrittenDemoFile> {
  const filePath = path.join(directory, `${index}-${file.fileName}`);
  await writeFile(filePath, demoFileText(file));
  return {
    path: filePath,
    fileName: file.fileName,
    client: file.client,
    receivedAt: file.receivedAt,
    staged: await stageInvoiceFile(filePath, rules, `${filePath}.staging`),
  };
}
