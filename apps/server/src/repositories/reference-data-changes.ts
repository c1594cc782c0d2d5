import type { Queryable } from '../db/database.js';
import type { Viewer } from '../policy/viewer.js';
import type { RederivationStage } from './package-rederivation.js';

/** Where a change of the reference data stands. */
export type ReferenceDataChangeState = 'queued' | 'running' | 'done' | 'failed';

/** What a change of the reference data needs to run: the request's path parameters and body, or a file's text. */
export interface ReferenceDataChangeInput {
  params?: Record<string, unknown>;
  body?: unknown;
  /** The uploaded file's bytes, in base64. */
  file?: string;
  /** The platform admin who asked for the change. */
  viewer?: Viewer;
}

/** One change of the reference data as it is stored. */
export interface ReferenceDataChangeRow {
  id: string;
  operation: string;
  input: ReferenceDataChangeInput | null;
  state: ReferenceDataChangeState;
  stage: RederivationStage | null;
  packages: number | null;
  attempts: number;
  /** The operation's answer once the change has ended: its HTTP status and body. */
  status: number | null;
  answer: unknown;
  requestedBy: string | null;
  sourceAddress: string | null;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

const columns = `id, operation, input, state, stage, packages, attempts, status, answer,
  requested_by AS "requestedBy", source_address AS "sourceAddress", requested_at AS "requestedAt",
  started_at AS "startedAt", finished_at AS "finishedAt"`;

/** Records a change that is about to be queued. */
export async function insertReferenceDataChange(
  db: Queryable,
  change: Pick<
    ReferenceDataChangeRow,
    'id' | 'operation' | 'requestedBy' | 'sourceAddress' | 'requestedAt'
  > & {
    input: ReferenceDataChangeInput;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO reference_data_changes (id, operation, input, requested_by, source_address, requested_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6)`,
    [
      change.id,
      change.operation,
      JSON.stringify(change.input),
      change.requestedBy,
      change.sourceAddress,
      change.requestedAt,
    ],
  );
}

/** Removes a change that could not be queued. */
export async function deleteReferenceDataChange(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM reference_data_changes WHERE id = $1', [id]);
}

export async function findReferenceDataChange(
  db: Queryable,
  id: string,
): Promise<ReferenceDataChangeRow | undefined> {
  const result = await db.query<ReferenceDataChangeRow>(
    `SELECT ${columns} FROM reference_data_changes WHERE id = $1`,
    [id],
  );
  return result.rows[0];
}

/** Marks a change that has not ended as running (again, when a worker died during it); undefined when it has ended. */
export async function startReferenceDataChange(
  db: Queryable,
  id: string,
  startedAt: Date,
): Promise<ReferenceDataChangeRow | undefined> {
  const result = await db.query<ReferenceDataChangeRow>(
    `UPDATE reference_data_changes
     SET state = 'running', stage = NULL, packages = NULL, attempts = attempts + 1, started_at = $2
     WHERE id = $1 AND state IN ('queued', 'running')
     RETURNING ${columns}`,
    [id, startedAt],
  );
  return result.rows[0];
}

/** Writes how far a running change is. */
export async function setReferenceDataChangeStage(
  db: Queryable,
  id: string,
  stage: RederivationStage,
  packages: number | null,
): Promise<void> {
  await db.query(
    `UPDATE reference_data_changes SET stage = $2, packages = coalesce($3, packages)
     WHERE id = $1 AND state = 'running'`,
    [id, stage, packages],
  );
}

/** Hands a change back to the queue after an attempt that failed for a reason of the server's. */
export async function requeueReferenceDataChange(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE reference_data_changes SET state = 'queued', stage = NULL, packages = NULL
     WHERE id = $1 AND state = 'running'`,
    [id],
  );
}

/** Ends a change with the operation's answer; its input is no longer needed. */
export async function endReferenceDataChange(
  db: Queryable,
  id: string,
  end: { state: 'done' | 'failed'; status: number; answer: unknown; finishedAt: Date },
): Promise<void> {
  await db.query(
    `UPDATE reference_data_changes
     SET state = $2, status = $3, answer = $4::jsonb, finished_at = $5, stage = NULL, input = NULL
     WHERE id = $1 AND state IN ('queued', 'running')`,
    [id, end.state, end.status, JSON.stringify(end.answer ?? null), end.finishedAt],
  );
}
