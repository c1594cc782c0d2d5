import { ApiError, type ReferenceDataChange } from '@waybill/api-client';

/** How often a change of the reference data still queued or running is read again. */
export const CHANGE_READ_INTERVAL_MS = 1000;

/**
 * Whether a write's answer is the change it started (its 202) rather than the write's result. The hooks give the
 * body without its status; no result of these writes has a `state` and an `operation`.
 */
export function isReferenceDataChange(answer: unknown): answer is ReferenceDataChange {
  return typeof answer === 'object' && answer !== null && 'state' in answer && 'operation' in answer;
}

/** What following a change needs. */
export interface ChangeFollowing {
  /** Reads the change as it stands now (`GET /reference-data/changes/{changeId}`). */
  read: (changeId: string) => Promise<ReferenceDataChange>;
  /** Called with the change as it was accepted, then as each read finds it. */
  onState: (change: ReferenceDataChange) => void;
  /** Aborted when no one waits for the change any more: it is read no more, and the following rejects. */
  signal: AbortSignal;
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it is aborted. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Follows a change of the reference data that outlasted its request (answered 202) until it ends, reading it every
 * {@link CHANGE_READ_INTERVAL_MS}. Resolves with what the change's own request would have answered on success
 * (`answer`); rejects with the `ApiError` that request would have thrown (its `status` and error body), so that a
 * screen handles a long change as one that ended within its request. A failed read rejects with its error.
 */
export async function followReferenceDataChange<Answer>(
  accepted: ReferenceDataChange,
  { read, onState, signal }: ChangeFollowing,
): Promise<Answer> {
  let change = accepted;
  onState(change);
  while (change.state === 'queued' || change.state === 'running') {
    await pause(CHANGE_READ_INTERVAL_MS, signal);
    change = await read(change.id);
    signal.throwIfAborted();
    onState(change);
  }
  // A change that ended has the status its request answers; a 500 stands in should one not.
  if (change.state === 'failed') throw new ApiError(change.status ?? 500, change.answer);
  return change.answer as Answer;
}
