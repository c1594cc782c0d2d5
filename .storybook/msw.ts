import type { Loader } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';

/** What a story declares under `parameters.msw`. */
export interface MswParameters {
  /** Handlers for this story, as an array or as named groups (e.g. `{ auth: [...], organizations: [...] }`). */
  handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]>;
}

let worker: SetupWorker | undefined;
let started: Promise<unknown> | undefined;

function flatten(handlers: NonNullable<MswParameters['handlers']>): RequestHandler[] {
  return Array.isArray(handlers) ? handlers : Object.values(handlers).flat();
}

/**
 * Starts the mock service worker once, then gives each story exactly the handlers it declares, so
 * no story sees another's mocks. Requests without a handler go to the network untouched.
 */
export const mswLoader: Loader = async ({ parameters }) => {
  const handlers = (parameters.msw as MswParameters | undefined)?.handlers;
  if (!handlers && !worker) return;
  worker ??= setupWorker();
  started ??= worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL ?? '/'}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await started;
  worker.resetHandlers(...(handlers ? flatten(handlers) : []));
};
