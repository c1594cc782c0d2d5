import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { countHit, deleteCounter, uncountHit } from '../../repositories/rate-limit-counters.js';
import { minutesText } from '../rate-limits/request-allowance.js';

/**
 * Sign-in attempts one client address may make on an account per window before it is refused for the rest of
 * it. Counting per address as well as per account means that someone guessing from elsewhere cannot lock the
 * owner out.
 */
export const maxFailedSignInsPerSource = 10;
/**
 * Sign-in attempts an account tolerates per window from all addresses together, so that guessing spread over
 * many addresses is still stopped; a client that gave the right password takes its attempt back.
 */
export const maxFailedSignInsPerAccount = 100;
export const failedSignInWindowSeconds = 15 * 60;

/** The 429 message of a refused sign-in; the portal shows it as it is. */
export function tooManySignInsMessage(wait: string): string {
  return `Too many sign-in attempts. Please try again in ${wait}.`;
}

function accountKey(email: string): string {
  return `sign-in-failures:${email}`;
}

// Client addresses hold no spaces, so the key names one address and one account unambiguously.
function sourceKey(email: string, source: string): string {
  return `sign-in-failures-from:${source} ${email}`;
}

function refuse(secondsLeft: number): never {
  throw new AppError(
    'too_many_requests',
    tooManySignInsMessage(minutesText(secondsLeft)),
    undefined,
    secondsLeft,
  );
}

/**
 * Counts a sign-in attempt on the account of `email` from the client address `source` before its password is
 * judged, each counter in one atomic statement, so parallel guesses cannot all pass a check made before any of
 * them was counted. Refuses (429) the attempts beyond either limit, whether the account exists or not (the
 * answer reveals nothing about it). An address already refused adds nothing to the account's counter, so one
 * address alone cannot use up the account's allowance.
 */
export async function countSignInAttempt(db: Queryable, email: string, source: string): Promise<void> {
  const fromSource = await countHit(db, sourceKey(email, source), failedSignInWindowSeconds);
  if (fromSource.hits > maxFailedSignInsPerSource) refuse(fromSource.secondsLeft);
  const overall = await countHit(db, accountKey(email), failedSignInWindowSeconds);
  if (overall.hits > maxFailedSignInsPerAccount) refuse(overall.secondsLeft);
}

/** Once the owner signed in from `source`: only failed attempts add up. */
export async function clearSignInAttempts(db: Queryable, email: string, source: string): Promise<void> {
  await deleteCounter(db, sourceKey(email, source));
  await uncountHit(db, accountKey(email));
}
