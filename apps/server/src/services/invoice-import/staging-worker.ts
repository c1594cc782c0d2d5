// Stages carrier files (reads and normalizes them, see stageInvoiceFile) in a worker thread, one request at a
// time, so that the importer's thread loads one file into the database while this one reads the next.
import { parentPort, workerData } from 'node:worker_threads';
import type { ChargeRuleRow } from '../../repositories/charge-rules.js';
import { stageInvoiceFile, type StagedInvoiceFile } from './stage-invoice-file.js';

/** What the worker is given: the charge map the files are staged with. */
export interface StagingWorkerData {
  rules: ChargeRuleRow[];
}

/** A file to stage into `stagingFile`. */
export interface StagingRequest {
  id: number;
  filePath: string;
  stagingFile: string;
}

/** The bytes read so far, then the staged file, or why staging failed (never a refused file: that is staged). */
export type StagingReply =
  | { id: number; kind: 'progress'; bytesRead: number }
  | { id: number; kind: 'staged'; staged: StagedInvoiceFile }
  | { id: number; kind: 'failed'; message: string };

const { rules } = workerData as StagingWorkerData;
const reply = (message: StagingReply) => parentPort!.postMessage(message);

parentPort!.on('message', ({ id, filePath, stagingFile }: StagingRequest) => {
  stageInvoiceFile(filePath, rules, stagingFile, {
    onProgress: (bytesRead) => reply({ id, kind: 'progress', bytesRead }),
  }).then(
    (staged) => reply({ id, kind: 'staged', staged }),
    (error: unknown) =>
      reply({ id, kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
