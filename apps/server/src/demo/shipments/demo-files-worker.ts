// Writes the demo carrier files and stages them (the importer's reading and normalizing) in a worker thread, a few
// files ahead of the importer on the main thread, so that neither costs the first start time while the embedded
// database (on the main thread) loads.
import { parentPort, workerData } from 'node:worker_threads';
import type { ChargeRuleRow } from '../../repositories/charge-rules.js';
import { generateDemoShipments, type DemoShipmentOptions } from './generate-shipments.js';
import { ClaimedFileCandidates, refundCreditFiles } from './refund-credit-files.js';
import { writeDemoFile, type WrittenDemoFile } from './written-demo-file.js';

/** What the worker is given. */
export interface DemoFilesWorkerData {
  options: DemoShipmentOptions;
  directory: string;
  /** The charge map the files are staged with. */
  rules: ChargeRuleRow[];
  /** Files imported so far (written by the main thread) and how many may wait ahead of it. */
  consumed: SharedArrayBuffer;
  ahead: number;
  /** The day the demo is loaded on (ISO), when the carriers' refund credit files are written too. */
  today?: string;
}

/** One file written (its date survives the message), the refund credit files once the others are, or the end. */
export type DemoFilesMessage =
  { kind: 'file'; file: WrittenDemoFile } | { kind: 'credits'; files: WrittenDemoFile[] } | { kind: 'done' };

const { options, directory, rules, consumed, ahead, today } = workerData as DemoFilesWorkerData;
const counter = new Int32Array(consumed);
const candidates = today ? new ClaimedFileCandidates(new Date(today)) : undefined;
let index = 0;
for (const file of generateDemoShipments(options)) {
  candidates?.add(file);
  while (index - Atomics.load(counter, 0) >= ahead) Atomics.wait(counter, 0, Atomics.load(counter, 0), 1_000);
  parentPort!.postMessage({
    kind: 'file',
    file: await writeDemoFile(file, index, directory, rules),
  } satisfies DemoFilesMessage);
  index += 1;
}
if (candidates) {
  const files = [];
  for (const file of refundCreditFiles(candidates.files, new Date(today!))) {
    files.push(await writeDemoFile(file, index, directory, rules));
    index += 1;
  }
  parentPort!.postMessage({ kind: 'credits', files } satisfies DemoFilesMessage);
}
parentPort!.postMessage({ kind: 'done' } satisfies DemoFilesMessage);
