import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyError } from 'fastify';
import { createContext, type ContextParts, type SignedInContext } from '../../context.js';
import { abortableDatabase } from '../../db/abortable-database.js';
import { AppError } from '../../errors.js';
import { errorResponse } from '../../plugins/error-handler.js';
import type { Viewer } from '../../policy/viewer.js';
import {
  deleteReferenceDataChange,
  endReferenceDataChange,
  findReferenceDataChange,
  insertReferenceDataChange,
  requeueReferenceDataChange,
  setReferenceDataChangeStage,
  startReferenceDataChange,
  type ReferenceDataChangeInput,
  type ReferenceDataChangeRow,
} from '../../repositories/reference-data-changes.js';
import { findProfile } from '../../repositories/users.js';
import { createChargeRule, deleteChargeRule, importChargeRules, updateChargeRule } from './charge-rules.js';
import {
  createContractDiscount,
  deleteContractDiscount,
  importContractDiscounts,
  updateContractDiscount,
} from './contract-discounts.js';
import {
  createDeliveryCommitment,
  deleteDeliveryCommitment,
  importDeliveryCommitments,
  updateDeliveryCommitment,
} from './delivery-commitments.js';
import { createGuaranteeWaiver, deleteGuaranteeWaiver, updateGuaranteeWaiver } from './guarantee-waivers.js';
import {
  createServiceRule,
  deleteServiceRule,
  importServiceRules,
  updateServiceRule,
} from './service-rules.js';

/** The recorded input of a change, as the change's service takes it (the request's body was checked by the contract). */
function bodyOf<Body>(input: ReferenceDataChangeInput): Body {
  return input.body as Body;
}

function paramOf<Value>(input: ReferenceDataChangeInput, name: string): Value {
  return input.params?.[name] as Value;
}

function fileOf(input: ReferenceDataChangeInput): Readable {
  return Readable.from([Buffer.from(input.file ?? '', 'base64')]);
}

type ChangeRun = (context: SignedInContext, input: ReferenceDataChangeInput) => Promise<unknown>;

/** The changes of the reference data, by operationId: how each runs from its recorded input, and its success status. */
const changes = {
  createServiceRule: { status: 201, run: (c, i) => createServiceRule(c, bodyOf(i)) },
  updateServiceRule: { status: 200, run: (c, i) => updateServiceRule(c, paramOf(i, 'ruleId'), bodyOf(i)) },
  deleteServiceRule: { status: 200, run: (c, i) => deleteServiceRule(c, paramOf(i, 'ruleId')) },
  importServiceRules: { status: 200, run: (c, i) => importServiceRules(c, fileOf(i)) },
  createChargeRule: { status: 201, run: (c, i) => createChargeRule(c, bodyOf(i)) },
  updateChargeRule: { status: 200, run: (c, i) => updateChargeRule(c, paramOf(i, 'ruleId'), bodyOf(i)) },
  deleteChargeRule: { status: 200, run: (c, i) => deleteChargeRule(c, paramOf(i, 'ruleId')) },
  importChargeRules: { status: 200, run: (c, i) => importChargeRules(c, fileOf(i)) },
  createDeliveryCommitment: { status: 201, run: (c, i) => createDeliveryCommitment(c, bodyOf(i)) },
  updateDeliveryCommitment: {
    status: 200,
    run: (c, i) => updateDeliveryCommitment(c, paramOf(i, 'commitmentId'), bodyOf(i)),
  },
  deleteDeliveryCommitment: {
    status: 200,
    run: (c, i) => deleteDeliveryCommitment(c, paramOf(i, 'commitmentId')),
  },
  importDeliveryCommitments: { status: 200, run: (c, i) => importDeliveryCommitments(c, fileOf(i)) },
  createContractDiscount: {
    status: 201,
    run: (c, i) => createContractDiscount(c, paramOf(i, 'organizationId'), bodyOf(i)),
  },
  updateContractDiscount: {
    status: 200,
    run: (c, i) => updateContractDiscount(c, paramOf(i, 'discountId'), bodyOf(i)),
  },
  deleteContractDiscount: { status: 200, run: (c, i) => deleteContractDiscount(c, paramOf(i, 'discountId')) },
  importContractDiscounts: {
    status: 200,
    run: (c, i) => importContractDiscounts(c, paramOf(i, 'organizationId'), fileOf(i)),
  },
  createGuaranteeWaiver: { status: 201, run: (c, i) => createGuaranteeWaiver(c, bodyOf(i)) },
  updateGuaranteeWaiver: {
    status: 200,
    run: (c, i) => updateGuaranteeWaiver(c, paramOf(i, 'waiverId'), bodyOf(i)),
  },
  deleteGuaranteeWaiver: { status: 200, run: (c, i) => deleteGuaranteeWaiver(c, paramOf(i, 'waiverId')) },
} satisfies Record<string, { status: number; run: ChangeRun }>;

/** The operations that change the reference data: each runs as a job. */
export type ReferenceDataChangeOperation = keyof typeof changes;

/** Where changes of the reference data are queued, and how a request learns that one ended here. */
export interface ReferenceDataChangeQueue {
  sendReferenceDataChange(changeId: string): Promise<void>;
  /** Resolves when this process's worker ends the change, or after `ms` (it may run on another instance). */
  referenceDataChangeEnded(changeId: string, ms: number): Promise<void>;
}

/** The contract's ReferenceDataChange: a change that has not answered yet, or how it ended. */
export function toReferenceDataChange(row: ReferenceDataChangeRow) {
  return {
    id: row.id,
    operation: row.operation,
    state: row.state,
    stage: row.stage,
    packages: row.packages,
    requestedAt: row.requestedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    status: row.status,
    answer: (row.answer ?? null) as Record<string, unknown> | null,
  };
}

// While a request waits for its change, it looks at the change's row this often (a worker of another instance
// may end it); this process's own worker tells it at once.
const pollMs = 500;

/** The change once it has ended, or as it stands when `waitMs` has passed. */
async function awaitAnswer(
  context: SignedInContext,
  queue: ReferenceDataChangeQueue,
  changeId: string,
  waitMs: number,
): Promise<ReferenceDataChangeRow> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await findReferenceDataChange(context.db, changeId);
    if (!row) throw new Error(`The reference data change ${changeId} is gone`);
    const left = deadline - Date.now();
    if (row.state === 'done' || row.state === 'failed' || left <= 0) return row;
    await queue.referenceDataChangeEnded(changeId, Math.min(pollMs, left));
  }
}

/**
 * Queues a change of the reference data and waits up to `waitMs` for it: the change's own answer when it ended
 * by then (its status and body, a refusal included), else the change itself to follow (202).
 */
export async function requestReferenceDataChange(
  context: SignedInContext,
  queue: ReferenceDataChangeQueue,
  request: { operation: ReferenceDataChangeOperation; input: ReferenceDataChangeInput; waitMs: number },
): Promise<{ status: number; body: unknown }> {
  const id = randomUUID();
  await insertReferenceDataChange(context.db, {
    id,
    operation: request.operation,
    input: { ...request.input, viewer: context.viewer },
    requestedBy: context.viewer.userId,
    sourceAddress: context.sourceAddress ?? null,
    requestedAt: context.now(),
  });
  try {
    await queue.sendReferenceDataChange(id);
  } catch (error) {
    // Not queued: the change is not kept either.
    await deleteReferenceDataChange(context.db, id).catch(() => {});
    throw error;
  }
  const row = await awaitAnswer(context, queue, id, request.waitMs);
  if (row.status !== null) return { status: row.status, body: row.answer };
  return { status: 202, body: toReferenceDataChange(row) };
}

/** A change of the reference data, for any platform admin to follow. */
export async function getReferenceDataChange(context: SignedInContext, changeId: string) {
  const row = await findReferenceDataChange(context.db, changeId);
  if (!row) throw new AppError('not_found', 'No reference data change has this id');
  return toReferenceDataChange(row);
}

/** What the worker of changes needs: the parts of its contexts, and when to stop. */
export interface ReferenceDataChangeWork {
  parts: ContextParts;
  /** Aborted when the worker stops: the change in flight fails at its next statement and rolls back. */
  signal: AbortSignal;
  /** Called once the change has ended, so that a request of this process waiting for it answers at once. */
  ended: (changeId: string) => void;
}

/** How many times a change is started before it is failed: once, and once more after a failure of the server. */
export const referenceDataChangeAttempts = 2;

const givenUpMessage =
  'The change failed twice for a reason other than its data (a server stopped or failed); nothing of it was kept. Try it again, or ask an operator to look at the server log.';

/**
 * Runs one attempt of a change of the reference data for the platform admin who asked for it (still one), writing
 * its stage as it goes, and records its answer. A refusal ends it; a failure of the server's hands it back to the
 * queue (thrown) unless this was its last attempt, which ends it with that failure.
 */
export async function runReferenceDataChange(work: ReferenceDataChangeWork, changeId: string): Promise<void> {
  const { db, log } = work.parts;
  const started = await startReferenceDataChange(db, changeId, new Date());
  if (!started) return;
  const input = started.input ?? {};
  const end = async (state: 'done' | 'failed', status: number, answer: unknown) => {
    await endReferenceDataChange(db, changeId, { state, status, answer, finishedAt: new Date() });
    work.ended(changeId);
  };
  try {
    const viewer = input.viewer as Viewer | undefined;
    const profile = viewer ? await findProfile(db, viewer.userId) : undefined;
    if (!viewer || !profile?.isAdmin) {
      throw new AppError('forbidden', 'Only platform admins may change the reference data');
    }
    const context = createContext(
      {
        ...work.parts,
        db: abortableDatabase(db, work.signal),
        sourceAddress: started.sourceAddress ?? undefined,
        // Written beside the change's transaction, on a connection of its own; on the embedded database (one
        // connection) it lands once the change has committed, when it no longer matters.
        onProgress: ({ stage, packages }) => {
          setReferenceDataChangeStage(db, changeId, stage, packages ?? null).catch((error: unknown) =>
            log.warn({ err: error, changeId }, 'could not record how far the change is'),
          );
        },
      },
      viewer,
    );
    const operation = changes[started.operation as ReferenceDataChangeOperation];
    const result = await operation.run(context, input);
    await end('done', operation.status, result);
  } catch (error) {
    const [status, body] = errorResponse(error as FastifyError);
    if (status < 500 || started.attempts >= referenceDataChangeAttempts) {
      await end('failed', status, body);
      return;
    }
    log.warn(
      { err: error, changeId },
      'a reference data change failed; nothing of it was kept, it is tried again',
    );
    await requeueReferenceDataChange(db, changeId);
    throw error;
  }
}

/** Ends a change the queue gave up on (its last attempt's worker died during it), unless it has ended. */
export async function giveUpReferenceDataChange(
  work: ReferenceDataChangeWork,
  changeId: string,
): Promise<void> {
  await endReferenceDataChange(work.parts.db, changeId, {
    state: 'failed',
    status: 500,
    answer: { message: givenUpMessage, code: 'INTERNAL' },
    finishedAt: new Date(),
  });
  work.ended(changeId);
}
