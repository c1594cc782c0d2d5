// Writes the demo carrier files and stages them (the importer's reading and normalizing) in a worker thread, a few
// files ahead of the importer on the main thread, so that neither costs the first start time while the embedded
// database (on the main thread) loads.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { ChargeMapRule } from '../../repositories/shipping-reference.js';
import {
  stageInvoiceFile,
  type StagedInvoiceFile,
} from '../../services/invoice-import/import-invoice-file.js';
import { generateDemoShipments, type DemoShipmentOptions } from './generate-shipments.js';
import { demoFileText } from './demo-file-text.js';

/** What the worker is given. */
export interface DemoFilesWorkerData {
  options: DemoShipmentOptions;
  directory: string;
  /** The charge map the files are staged with. */
  rules: ChargeMapRule[];
  /** Files imported so far (written by the main thread) and how many may wait ahead of it. */
  consumed: SharedArrayBuffer;
  ahead: number;
}

/** One file written, or the end. */
export type DemoFilesMessage =
  | {
      kind: 'file';
      index: number;
      path: string;
      fileName: string;
      client: string;
      receivedAt: string;
      staged: StagedInvoiceFile;
    }
  | { kind: 'done' };

const { options, directory, rules, consumed, ahead } = workerData as DemoFilesWorkerData;
const counter = new Int32Array(consumed);
let index = 0;
for (const file of generateDemoShipments(options)) {
  while (index - Atomics.load(counter, 0) >= ahead) Atomics.wait(counter, 0, Atomics.load(counter, 0), 1_000);
  const filePath = path.join(directory, `${index}-${file.fileName}`);
  writeFileSync(filePath, demoFileText(file));
  const staged = await stageInvoiceFile(filePath, rules, `${filePath}.staging`);
  parentPort!.postMessage({
    kind: 'file',
    index,
    path: filePath,
    fileName: file.fileName,
    client: file.client,
    receivedAt: file.receivedAt.toISOString(),
    staged,
  } satisfies DemoFilesMessage);
  index += 1;
}
parentPort!.postMessage({ kind: 'done' } satisfies DemoFilesMessage);
