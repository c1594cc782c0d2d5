import type { Queryable } from '../db/database.js';

/** Where an import job stands. */
export type ImportJobState = 'queued' | 'running' | 'imported' | 'duplicate' | 'refused' | 'failed';

/** The states a job ends in. */
export const finishedImportJobStates: readonly ImportJobState[] = [
  'imported',
  'duplicate',
  'refused',
  'failed',
];

/** One import job as it is stored. */
export interface ImportJobRow {
  id: string;
  organizationId: string;
  client: string;
  fileName: string;
  storageKey: string | null;
  state: ImportJobState;
  message: string;
  rowsRead: number;
  rowsTotal: number;
  attempts: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** What the import did, as the contract's ImportReport, once imported or duplicate. */
  report: Record<string, unknown> | null;
  refusal: { line: number; reason: string } | null;
  requestedBy: string | null;
  requestId: string | null;
  createdAt: Date;
}

const columns = `id, organization_id AS "organizationId", client, file_name AS "fileName",
  storage_key AS "storageKey", state, message, rows_read AS "rowsRead", rows_total AS "rowsTotal", attempts,
  started_at AS "startedAt", finished_at AS "finishedAt", report, refusal_line AS "refusalLine",
  refusal_reason AS "refusalReason", requested_by AS "requestedBy", request_id AS "requestId",
  created_at AS "createdAt"`;

type StoredRow = Omit<ImportJobRow, 'refusal'> & { refusalLine: number | null; refusalReason: string | null };

function toJob({ refusalLine, refusalReason, ...row }: StoredRow): ImportJobRow {
  return {
    ...row,
    refusal: refusalLine === null ? null : { line: refusalLine, reason: refusalReason ?? '' },
  };
}

/** A new job, as the upload records it. */
export interface NewImportJob {
  id: string;
  organizationId: string;
  client: string;
  fileName: string;
  storageKey: string;
  message: string;
  rowsTotal: number;
  requestedBy: string | null;
  requestId: string | null;
  createdAt: Date;
}

export async function insertImportJob(db: Queryable, job: NewImportJob): Promise<void> {
  await db.query(
    `INSERT INTO import_jobs (id, organization_id, client, file_name, storage_key, message, rows_total,
                              requested_by, request_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      job.id,
      job.organizationId,
      job.client,
      job.fileName,
      job.storageKey,
      job.message,
      job.rowsTotal,
      job.requestedBy,
      job.requestId,
      job.createdAt,
    ],
  );
}

export async function deleteImportJob(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM import_jobs WHERE id = $1', [id]);
}

export async function findImportJob(db: Queryable, id: string): Promise<ImportJobRow | undefined> {
  const result = await db.query<StoredRow>(`SELECT ${columns} FROM import_jobs WHERE id = $1`, [id]);
  return result.rows[0] && toJob(result.rows[0]);
}

/** The jobs created at or after `since`, newest first. */
export async function listImportJobsSince(
  db: Queryable,
  since: Date,
  limit: number,
): Promise<ImportJobRow[]> {
  const result = await db.query<StoredRow>(
    `SELECT ${columns} FROM import_jobs WHERE created_at >= $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [since, limit],
  );
  return result.rows.map(toJob);
}

/**
 * Marks a job that has not ended as running for one more attempt, its rows read back to 0; undefined when it
 * has ended (or does not exist).
 */
export async function startImportJobAttempt(
  db: Queryable,
  id: string,
  startedAt: Date,
  message: string,
): Promise<ImportJobRow | undefined> {
  const result = await db.query<StoredRow>(
    `UPDATE import_jobs SET state = 'running', attempts = attempts + 1, started_at = $2, rows_read = 0,
            message = $3
     WHERE id = $1 AND state IN ('queued', 'running')
     RETURNING ${columns}`,
    [id, startedAt, message],
  );
  return result.rows[0] && toJob(result.rows[0]);
}

/** How many jobs wait for a worker. */
export async function countQueuedImportJobs(db: Queryable): Promise<number> {
  const result = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM import_jobs WHERE state = 'queued'`,
  );
  return result.rows[0]!.count;
}

export async function setImportJobRowsRead(db: Queryable, id: string, rowsRead: number): Promise<void> {
  await db.query(`UPDATE import_jobs SET rows_read = $2 WHERE id = $1 AND state = 'running'`, [id, rowsRead]);
}

/** Puts a job that has not ended back in the queue's hands, with why. */
export async function requeueImportJob(db: Queryable, id: string, message: string): Promise<void> {
  await db.query(
    `UPDATE import_jobs SET state = 'queued', message = $2 WHERE id = $1 AND state IN ('queued', 'running')`,
    [id, message],
  );
}

/** How a job ended. */
export interface ImportJobEnd {
  state: Exclude<ImportJobState, 'queued' | 'running'>;
  message: string;
  finishedAt: Date;
  rowsRead?: number;
  report?: Record<string, unknown> | null;
  refusal?: { line: number; reason: string } | null;
}

/** Ends a job that has not ended yet; false when it had. */
export async function finishImportJob(db: Queryable, id: string, end: ImportJobEnd): Promise<boolean> {
  const result = await db.query(
    `UPDATE import_jobs SET state = $2, message = $3, finished_at = $4, rows_read = coalesce($5, rows_read),
            report = $6::jsonb, refusal_line = $7, refusal_reason = $8
     WHERE id = $1 AND state IN ('queued', 'running')`,
    [
      id,
      end.state,
      end.message,
      end.finishedAt,
      end.rowsRead ?? null,
      end.report ? JSON.stringify(end.report) : null,
      end.refusal?.line ?? null,
      end.refusal?.reason ?? null,
    ],
  );
  return result.rowCount > 0;
}

/** A stored upload and the job it belongs to. */
export interface StoredImportFile {
  id: string;
  storageKey: string;
}

/** The stored files of jobs that have ended, and of any job created before `createdBefore`. */
export async function listImportFilesToDelete(
  db: Queryable,
  createdBefore: Date,
): Promise<StoredImportFile[]> {
  const result = await db.query<StoredImportFile>(
    `SELECT id, storage_key AS "storageKey" FROM import_jobs
     WHERE storage_key IS NOT NULL
       AND (created_at < $1 OR state IN ('imported', 'duplicate', 'refused', 'failed'))`,
    [createdBefore],
  );
  return result.rows;
}

/** Records that a job's stored file is gone. */
export async function clearImportJobFile(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE import_jobs SET storage_key = NULL WHERE id = $1', [id]);
}
