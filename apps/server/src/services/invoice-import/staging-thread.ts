import type { Worker } from 'node:worker_threads';
import type { ChargeRuleRow } from '../../repositories/charge-rules.js';
import { startWorker } from '../../workers/start-worker.js';
import type { StagedInvoiceFile } from './stage-invoice-file.js';
import type { StagingReply, StagingRequest, StagingWorkerData } from './staging-worker.js';

/** A worker thread that stages carrier files on request (staging-worker.ts). */
export class StagingThread {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    {
      resolve: (staged: StagedInvoiceFile) => void;
      reject: (error: Error) => void;
      onProgress?: (bytesRead: number) => void;
    }
  >();
  private requests = 0;

  constructor(rules: ChargeRuleRow[]) {
    this.worker = startWorker('services/invoice-import/staging-worker', {
      rules,
    } satisfies StagingWorkerData);
    this.worker.on('message', (reply: StagingReply) => {
      const request = this.pending.get(reply.id);
      if (!request) return;
      if (reply.kind === 'progress') return request.onProgress?.(reply.bytesRead);
      this.pending.delete(reply.id);
      if (reply.kind === 'staged') request.resolve(reply.staged);
      else request.reject(new Error(reply.message));
    });
    const failAll = (error: Error) => {
      for (const request of this.pending.values()) request.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => failAll(new Error(`The staging thread stopped with code ${code}`)));
  }

  /** Stages `filePath` into `stagingFile` in the worker thread. */
  stage(
    filePath: string,
    stagingFile: string,
    onProgress?: (bytesRead: number) => void,
  ): Promise<StagedInvoiceFile> {
    const id = (this.requests += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ id, filePath, stagingFile } satisfies StagingRequest);
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
