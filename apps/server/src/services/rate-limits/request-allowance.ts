import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { countHit, deleteOldCounters } from '../../repositories/rate-limit-counters.js';

/** A limit of `max` hits per `windowSeconds` on one key (an account, an email address). */
export interface Allowance {
  key: string;
  max: number;
  windowSeconds: number;
  /** The message of the 429 answer, given the wait in words ("15 minutes"). */
  message: (wait: string) => string;
}

/** "5 minutes", "1 minute". */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Emails to one address: at most 5 per hour, whatever sends them (password resets have their own). */
export function emailAllowance(email: string): Allowance {
  return {
    key: `email:${email}`,
    max: 5,
    windowSeconds: 60 * 60,
    message: (wait) => `Too many emails were sent to ${email}. Please try again in ${wait}.`,
  };
}

/**
 * Password reset emails to one address: at most 5 per hour, counted apart from `emailAllowance`, since anyone
 * may ask for them and must not use up the mail an address's invitations and verifications need.
 */
export function resetMailAllowance(email: string): Allowance {
  return {
    key: `reset-mail:${email}`,
    max: 5,
    windowSeconds: 60 * 60,
    message: (wait) => `Too many emails were sent to ${email}. Please try again in ${wait}.`,
  };
}

// Counters live in the database so that every server process shares them; old ones are swept now and then.
const sweepEvery = 200;
let callsSinceSweep = 0;

/**
 * Counts one use of an allowance; throws AppError('too_many_requests') with the seconds to wait when the limit
 * is exceeded.
 */
export async function useAllowance(db: Queryable, allowance: Allowance): Promise<void> {
  callsSinceSweep += 1;
  if (callsSinceSweep >= sweepEvery) {
    callsSinceSweep = 0;
    await deleteOldCounters(db, 24 * 60 * 60);
  }
  const state = await countHit(db, allowance.key, allowance.windowSeconds);
  if (state.hits > allowance.max) {
    throw new AppError(
      'too_many_requests',
      allowance.message(minutesText(state.secondsLeft)),
      undefined,
      state.secondsLeft,
    );
  }
}
