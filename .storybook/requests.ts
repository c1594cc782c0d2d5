// Story tests only: `vitest.setup.ts` installs the count, the captures of `visual.ts` read it.

/** What the page has asked of the network and not had answered; kept by `trackRequests`. */
interface RequestLedger {
  /** Fetches called whose answer (or failure) has not arrived. */
  inFlight: number;
  /** Requests a mock holds unanswered on purpose, to show a screen while it loads. */
  heldForever: number;
}

declare global {
  var __requestLedger: RequestLedger | undefined;
}

/** The timer msw's `delay('infinite')` holds a mocked answer with: the longest `setTimeout` allows. */
const HELD_FOREVER_MS = 2 ** 31 - 1;

/**
 * Counts the page's fetches from their call until their answer arrives, and the ones a mock holds forever, so
 * that a capture can wait for every answer that will come. Installed once by `vitest.setup.ts`, before any
 * story creates an API client that keeps a reference to `fetch`.
 */
export function trackRequests(): void {
  const ledger: RequestLedger = { inFlight: 0, heldForever: 0 };
  globalThis.__requestLedger = ledger;
  const send = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    ledger.inFlight += 1;
    try {
      return await send(...args);
    } finally {
      ledger.inFlight -= 1;
    }
  };
  const startTimer = globalThis.setTimeout;
  globalThis.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    if (ms === HELD_FOREVER_MS) ledger.heldForever += 1;
    return startTimer(handler, ms, ...rest);
  }) as typeof setTimeout;
}

/** Whether every request the page sent has its answer, but those a mock holds forever. */
export function requestsAnswered(): boolean {
  const ledger = globalThis.__requestLedger;
  if (!ledger) throw new Error('Visual baselines: .storybook/vitest.setup.ts did not track requests');
  return ledger.inFlight <= ledger.heldForever;
}
