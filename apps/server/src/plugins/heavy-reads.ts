import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/** How many heavy reads one process runs at once, and how long one waits for its turn (HEAVY_READS_*). */
export interface HeavyReadSettings {
  atOnce: number;
  waitMs: number;
}

export const defaultHeavyReadSettings: HeavyReadSettings = { atOnce: 2, waitMs: 20_000 };

export const busyMessage = 'The server is busy with other reports. Please try again in a few seconds.';
const busyRetryAfterSeconds = 5;

/**
 * Turns for the heavy reads of one process (the dashboards, the Control Master, exports: each runs many statements
 * over the shipping facts, several at once): at most `atOnce` run together and the others wait, first come first
 * served, at most `waitMs` (then 503 with Retry-After). Without turns a crowd of them took every connection of the
 * pool and the requests behind failed after the pool's own short wait, the light ones too; with them the crowd
 * waits here and a sign-in or a profile still finds a connection. Per process, as the pool is.
 */
export class HeavyReadTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly settings: HeavyReadSettings) {}

  /** Waits for a turn; answers the function that ends it. A caller gone before its turn (`abandoned`) leaves the line. */
  take(abandoned: AbortSignal): Promise<() => void> {
    if (this.running < this.settings.atOnce) {
      this.running += 1;
      return Promise.resolve(this.ender());
    }
    return new Promise((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        abandoned.removeEventListener('abort', onAbort);
        const index = this.waiting.indexOf(start);
        if (index >= 0) this.waiting.splice(index, 1);
      };
      const start = () => {
        leave();
        resolve(this.ender());
      };
      const timer = setTimeout(() => {
        leave();
        reject(new AppError('unavailable', busyMessage, undefined, busyRetryAfterSeconds));
      }, this.settings.waitMs);
      const onAbort = () => {
        leave();
        reject(new AppError('unavailable', 'The request was abandoned before its turn'));
      };
      abandoned.addEventListener('abort', onAbort);
      this.waiting.push(start);
    });
  }

  /** How many heavy reads run and wait now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Ends a turn once: the next in line takes it over, or the place is free. */
  private ender(): () => void {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    };
  }
}

/** The hook of a heavy operation: it runs once it has a turn, which ends when its answer is sent or dropped. */
export function waitForTurn(turns: HeavyReadTurns) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    const abandoned = new AbortController();
    const onClose = () => abandoned.abort();
    reply.raw.once('close', onClose);
    const end = await turns.take(abandoned.signal);
    reply.raw.off('close', onClose);
    if (reply.raw.destroyed || reply.raw.writableFinished) end();
    else reply.raw.once('close', end);
  };
}
