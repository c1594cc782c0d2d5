import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.js';
import type { AddressLimit } from '../policy/operation-access.js';
import { tooManySignInsMessage } from '../services/auth/sign-in-attempts.js';
import { minutesText } from '../services/rate-limits/request-allowance.js';

interface LimitContext {
  /** Milliseconds until the window ends. */
  ttl: number;
}

const refusals: Record<AddressLimit['refusal'], (wait: string) => string> = {
  signIns: tooManySignInsMessage,
  requests: (wait) => `Too many requests from your network. Please try again in ${wait}.`,
};

export const limitsUnavailableMessage =
  'Signing in and resetting passwords are unavailable for a moment. Please try again in a few seconds.';

/**
 * An operation's limit per client address as @fastify/rate-limit's route options. `whenStoreDown` reaches the
 * shared store through the plugin's merged options (the in-memory store never fails).
 */
export function addressRateLimit(limit: AddressLimit): object {
  const refusal = refusals[limit.refusal];
  return {
    max: limit.max,
    timeWindow: limit.window,
    whenStoreDown: limit.whenStoreDown,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request: FastifyRequest, context: LimitContext) =>
      new AppError(
        'too_many_requests',
        refusal(minutesText(context.ttl / 1000)),
        undefined,
        context.ttl / 1000,
      ),
  };
}

// One atomic step: count the call, start the window with the first, answer the count and the time left.
const countCall = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  routeInfo?: { method: string; url: string };
  whenStoreDown?: AddressLimit['whenStoreDown'];
}

/**
 * The store of @fastify/rate-limit that counts every instance's calls in one Redis (REDIS_URL). When Redis does
 * not answer, a limit whose `whenStoreDown` is `refuse` refuses the call (503, so a brute force cannot wait
 * for an outage), any other lets it through uncounted.
 */
export function sharedAddressLimitStore(redis: Redis): FastifyRateLimitStoreCtor {
  return class SharedAddressLimitStore implements FastifyRateLimitStore {
    private readonly key: string;
    private readonly whenDown: AddressLimit['whenStoreDown'];

    // The plugin hands the constructor its options and `child` a route's merged limit options (with `routeInfo`
    // and our `whenStoreDown`), whatever its types say.
    constructor(options: object = {}) {
      const { routeInfo, whenStoreDown } = options as StoreOptions;
      const route = routeInfo ? `${routeInfo.method} ${routeInfo.url}:` : '';
      this.key = `waybill:address-limit:${route}`;
      this.whenDown = whenStoreDown ?? 'allow';
    }

    incr(address: string, counted: Counted, timeWindow: number): void {
      (redis.eval(countCall, 1, this.key + address, timeWindow) as Promise<[number, number]>).then(
        ([current, ttl]) => counted(null, { current, ttl }),
        () => {
          if (this.whenDown === 'refuse') {
            counted(new AppError('unavailable', limitsUnavailableMessage, undefined, 5));
          } else {
            counted(null, { current: 0, ttl: timeWindow });
          }
        },
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new SharedAddressLimitStore(options);
    }
  };
}
