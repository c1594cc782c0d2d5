import { EventEmitter, once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import { deleteExpiredImportFiles } from '../services/invoice-import/delete-import-files.js';
import type { ImportQueue } from '../services/invoice-import/queue-invoice-file.js';
import { importJobMetrics } from '../metrics/registry.js';
import { countQueuedImportJobs, findImportJob } from '../repositories/import-jobs.js';
import {
  failImportJob,
  importAttempts,
  runImportJob,
  type ImportWork,
} from '../services/invoice-import/run-import-job.js';
import {
  giveUpReferenceDataChange,
  referenceDataChangeAttempts,
  runReferenceDataChange,
  type ReferenceDataChangeQueue,
  type ReferenceDataChangeWork,
} from '../services/reference-data/reference-data-change-job.js';
import { createContext, type ContextParts } from '../context.js';
import { sendRefundDeadlineDigest } from '../services/refund-claims/refund-deadline-digest.js';
import { monthBefore, sendRefundStatements } from '../services/refund-claims/refund-statement.js';
import { pgBossDatabase } from './pg-boss-database.js';

const queues = {
  import: 'invoice-import',
  /** Imports the queue gave up on: their last attempt failed, or their worker died during it. */
  importGivenUp: 'invoice-import-given-up',
  fileRetention: 'import-file-retention',
  referenceDataChange: 'reference-data-change',
  /** Changes of the reference data the queue gave up on, as for imports. */
  referenceDataChangeGivenUp: 'reference-data-change-given-up',
  /** The daily mail of the refunds whose claim window is about to close. */
  refundDeadlineDigest: 'refund-deadline-digest',
  refundStatement: 'refund-statement',
} as const;

/** What the queue is set up with (config.ts). */
export interface JobQueueSettings {
  importJobExpirySeconds: number;
  importFileRetentionSeconds: number;
}

interface ImportJobData {
  importJobId: string;
}

interface ReferenceDataChangeData {
  changeId: string;
}

// A stopping worker waits this long for pg-boss to record the interrupted job, well within the server's grace.
const stopTimeoutMs = 5_000;

/** A started pg-boss over `db`, its schema and the queues created when they are missing. */
async function startBoss(db: Database, settings: JobQueueSettings, log: FastifyBaseLogger): Promise<PgBoss> {
  const boss = new PgBoss({
    db: pgBossDatabase(db),
    // Expired jobs are found by the maintenance: often enough that a dead worker's job is retried soon after its
    // expiry, not up to two minutes later.
    maintenanceIntervalSeconds: Math.min(120, Math.max(1, Math.floor(settings.importJobExpirySeconds / 2))),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  try {
    await boss.start();
    for (const name of Object.values(queues)) await boss.createQueue(name);
    return boss;
  } catch (error) {
    await boss.stop({ graceful: false, close: false }).catch(() => {});
    throw error;
  }
}

/**
 * The job queue: pg-boss, in its own schema of the server's database, over the server's own connections (the
 * embedded database has only one). It delivers each import job and each change of the reference data to one
 * worker, tries it once more after an error or a worker that died (found by its expiry), and runs the hourly
 * deletion of stored uploads.
 */
export class JobQueue implements ImportQueue, ReferenceDataChangeQueue {
  readonly #boss: PgBoss;
  readonly #settings: JobQueueSettings;
  readonly #stopping = new AbortController();
  /** Emits a change's id when this process's worker has ended it. */
  readonly #changesEnded = new EventEmitter().setMaxListeners(0);
  #changeWorkerId: string | undefined;

  private constructor(boss: PgBoss, settings: JobQueueSettings) {
    this.#boss = boss;
    this.#settings = settings;
  }

  /** Opens the queue on `db`, creating pg-boss's schema and the queues when they are missing. */
  static async open(db: Database, settings: JobQueueSettings, log: FastifyBaseLogger): Promise<JobQueue> {
    if (db.driver === 'pglite') return new JobQueue(await startBoss(db, settings, log), settings);
    // Instances starting at once on an empty PostgreSQL take turns: creating pg-boss's schema and queues
    // concurrently failed (its own lock does not refresh the catalog its IF NOT EXISTS reads, and two creations
    // of a queue's table deadlocked). The lock is held by a transaction on a connection of its own while pg-boss
    // works on the others.
    return db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('waybill.job-queue.start'))`);
      return new JobQueue(await startBoss(db, settings, log), settings);
    });
  }

  async sendImport(importJobId: string): Promise<void> {
    const data: ImportJobData = { importJobId };
    await this.#boss.send(queues.import, data, {
      retryLimit: importAttempts - 1,
      retryDelay: 0,
      expireInSeconds: this.#settings.importJobExpirySeconds,
      deadLetter: queues.importGivenUp,
    });
  }

  /**
   * Starts this process's import worker: one import at a time (the embedded database is one connection), the
   * jobs the queue gave up on, and the hourly deletion of stored uploads past their retention.
   */
  async startImportWorker(work: ImportWork): Promise<void> {
    const signal = this.#stopping.signal;
    importJobMetrics.watchQueueDepth(() => countQueuedImportJobs(work.database));
    await this.#boss.work<ImportJobData>(
      queues.import,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => runImportJob(work, job!.data.importJobId, signal),
    );
    await this.#boss.work<ImportJobData>(
      queues.importGivenUp,
      { pollingIntervalSeconds: 2 },
      async (jobs) => {
        for (const job of jobs) {
          const found = await findImportJob(work.database, job.data.importJobId);
          if (found) await failImportJob(work, found);
        }
      },
    );
    await this.#boss.work(queues.fileRetention, async () => {
      await deleteExpiredImportFiles(work, this.#settings.importFileRetentionSeconds);
    });
    await this.#boss.schedule(queues.fileRetention, '17 * * * *');
  }

  async sendReferenceDataChange(changeId: string): Promise<void> {
    const data: ReferenceDataChangeData = { changeId };
    await this.#boss.send(queues.referenceDataChange, data, {
      retryLimit: referenceDataChangeAttempts - 1,
      retryDelay: 0,
      // A change re-derives stored packages for as long as an import may take.
      expireInSeconds: this.#settings.importJobExpirySeconds,
      deadLetter: queues.referenceDataChangeGivenUp,
    });
    // This process's worker, when it has one, takes the change now rather than at its next poll.
    if (this.#changeWorkerId) this.#boss.notifyWorker(this.#changeWorkerId);
  }

  async referenceDataChangeEnded(changeId: string, ms: number): Promise<void> {
    const signal = AbortSignal.any([AbortSignal.timeout(ms), this.#stopping.signal]);
    await once(this.#changesEnded, changeId, { signal }).catch(() => undefined);
  }

  /** Starts this process's worker of reference data changes: one at a time, as they take the import lock. */
  async startReferenceDataChangeWorker(parts: ReferenceDataChangeWork['parts']): Promise<void> {
    const work: ReferenceDataChangeWork = {
      parts,
      signal: this.#stopping.signal,
      ended: (changeId) => this.#changesEnded.emit(changeId),
    };
    this.#changeWorkerId = await this.#boss.work<ReferenceDataChangeData>(
      queues.referenceDataChange,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => runReferenceDataChange(work, job!.data.changeId),
    );
    await this.#boss.work<ReferenceDataChangeData>(
      queues.referenceDataChangeGivenUp,
      { pollingIntervalSeconds: 2 },
      async (jobs) => {
        for (const job of jobs) await giveUpReferenceDataChange(work, job.data.changeId);
      },
    );
  }

  /**
   * Starts this process's worker of the daily refund deadline digest, scheduled at 07:00 UTC: pg-boss makes one
   * job of each day's schedule, whichever instances run a worker, so the admins get one mail a day.
   */
  async startRefundDeadlineDigest(parts: ContextParts): Promise<void> {
    await this.#boss.work(queues.refundDeadlineDigest, async () => {
      await sendRefundDeadlineDigest(createContext(parts));
    });
    await this.#boss.schedule(queues.refundDeadlineDigest, '0 7 * * *');
  }

  /**
   * Starts this process's worker of the monthly refund statements, scheduled on the 1st at 08:00 UTC for the month
   * just over: one job a month whichever instances run a worker.
   */
  async startRefundStatements(parts: ContextParts): Promise<void> {
    await this.#boss.work(queues.refundStatement, async () => {
      const context = createContext(parts);
      await sendRefundStatements(context, monthBefore(context.now().toISOString().slice(0, 10)));
    });
    await this.#boss.schedule(queues.refundStatement, '0 8 1 * *');
  }

  /**
   * Stops taking jobs; an import in flight is interrupted at its next statement (its transaction rolls back) and
   * handed back to the queue, which gives it to another worker.
   */
  async stop(): Promise<void> {
    this.#stopping.abort(new Error('The worker is stopping'));
    await this.#boss.stop({ graceful: true, timeout: stopTimeoutMs, close: false });
  }
}
