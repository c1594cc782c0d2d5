import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { countHit, deleteCounter } from '../../repositories/rate-limit-counters.js';
import { minutesText } from '../rate-limits/request-allowance.js';

/** Sign-in attempts an account tolerates per window before sign-in is refused for the rest of it. */
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
 * Counts a sign-in attempt against the account of `email` before its password is judged, in one atomic
 * statement, so parallel guesses cannot all pass a check made before any of them was counted. Refuses (429)
 * the attempts beyond the limit, whether the account exists or not (the answer reveals nothing about it).
 */
export async function countSignInAttempt(db: Queryable, email: string): Promise<void> {
  const state = await countHit(db, keyOf(email), failedSignInWindowSeconds);
  if (state.hits > maxFailedSignIns) {
    throw new AppError(
      'too_many_requests',
      tooManySignInsMessage(minutesText(state.secondsLeft)),
      undefined,
      state.secondsLeft,
    );
  }
}

/** Forgets the attempts of an account once its owner signed in: only failed attempts add up. */
export async function clearSignInAttempts(db: Queryable, email: string): Promise<void> {
  await deleteCounter(db, keyOf(email));
}
