// Writes the demo carrier files in a worker thread, a few files ahead of the importer on the main thread, so that
// generating them costs the first start no time while the embedded database (on the main thread) imports.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { generateDemoShipments, type DemoShipmentOptions } from './generate-shipments.js';
import { demoFileText } from './demo-file-text.js';

/** What the worker is given. */
export interface DemoFilesWorkerData {
  options: DemoShipmentOptions;
  directory: string;
  /** Files imported so far (written by the main thread) and how many may wait ahead of it. */
  consumed: SharedArrayBuffer;
  ahead: number;
}

/** One file written, or the end. */
export type DemoFilesMessage =
  | { kind: 'file'; index: number; path: string; fileName: string; client: string; receivedAt: string }
  | { kind: 'done' };

const { options, directory, consumed, ahead } = workerData as DemoFilesWorkerData;
const counter = new Int32Array(consumed);
let index = 0;
for (const file of generateDemoShipments(options)) {
  while (index - Atomics.load(counter, 0) >= ahead) Atomics.wait(counter, 0, Atomics.load(counter, 0), 1_000);
  const filePath = path.join(directory, `${index}-${file.fileName}`);
  writeFileSync(filePath, demoFileText(file));
  parentPort!.postMessage({
    kind: 'file',
    index,
    path: filePath,
    fileName: file.fileName,
    client: file.client,
    receivedAt: file.receivedAt.toISOString(),
  } satisfies DemoFilesMessage);
  index += 1;
}
parentPort!.postMessage({ kind: 'done' } satisfies DemoFilesMessage);
