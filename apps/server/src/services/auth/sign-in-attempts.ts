import type { Database } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { countHit, deleteCounter, readCounter } from '../../repositories/rate-limit-counters.js';
import { minutesText } from '../rate-limits/request-allowance.js';

/** Failed sign-ins an account tolerates per window before sign-in is refused for the rest of it. */
export const maxFailedSignIns = 10;
export const failedSignInWindowSeconds = 15 * 60;

/** The 429 message of a refused sign-in; the portal shows it as it is. */
export function tooManySignInsMessage(wait: string): string {
  return `Too many sign-in attempts. Please try again in ${wait}.`;
}

function keyOf(email: string): string {
  return `sign-in-failures:${email}`;
}

/**
 * Refuses (429) a sign-in to an account that had too many failed attempts in the current window, whether the
 * account exists or not (the answer reveals nothing about it).
 */
export async function ensureSignInAllowed(db: Database, email: string): Promise<void> {
  const state = await readCounter(db, keyOf(email), failedSignInWindowSeconds);
  if (state && state.hits >= maxFailedSignIns) {
    throw new AppError(
      'too_many_requests',
      tooManySignInsMessage(minutesText(state.secondsLeft)),
      undefined,
      state.secondsLeft,
    );
  }
}

/** Counts a failed sign-in against the account of `email`. */
export async function recordFailedSignIn(db: Database, email: string): Promise<void> {
  await countHit(db, keyOf(email), failedSignInWindowSeconds);
}

/** Forgets the failed sign-ins of an account once its owner signed in. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await deleteCounter(db, keyOf(email));
}
