/** The page's long timers, held by a story's `play` until it fires them (see holdTimers). */
export interface HeldTimers {
  /** The delays of the timers held so far, in the order they were set (cleared ones included). */
  readonly delays: number[];
  /** Runs every held timer of `delay` ms that is still pending; returns how many ran. */
  fire: (delay: number) => number;
  /** Gives the page its own setTimeout and clearTimeout back; timers still held never run. */
  restore: () => void;
}

/**
 * A fake clock for the timers a component sets of `atLeast` ms or more and less than `below` (a toast's
 * timeout, a tooltip's delay): they are recorded and run only when the story fires them, so a story asserts what
 * happens before and after a timer of the expected delay without measuring time. Other timers (user-event,
 * testing-library's polling and its 1000 ms limit of `findBy`, animations) keep running on the real clock.
 */
export function holdTimers(atLeast: number, below = Infinity): HeldTimers {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const held = new Map<number, { delay: number; run: () => void }>();
  const delays: number[] = [];
  let nextId = -1;
  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    if (delay < atLeast || delay >= below || typeof handler !== 'function')
      return realSet(handler, delay, ...args);
    const id = nextId--;
    delays.push(delay);
    held.set(id, { delay, run: () => (handler as (...a: unknown[]) => void)(...args) });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  return {
    delays,
    fire: (delay) => {
      const due = [...held].filter(([, timer]) => timer.delay === delay);
      for (const [id, timer] of due) {
        held.delete(id);
        timer.run();
      }
      return due.length;
    },
    restore: () => {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
      held.clear();
    },
  };
}
