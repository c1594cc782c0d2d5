import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { AppError } from '../errors.js';
import {
  httpRequestDuration,
  httpRequests,
  metricsRegistry,
  watchHeavyReads,
  watchPoolConnections,
} from '../metrics/registry.js';

export interface MetricsOptions {
  /** METRICS_TOKEN: without it there is no /metrics (it answers 404 like any unknown address). */
  token: string | undefined;
  db: Database;
}

/** The contract's operationId, else the route's pattern: bounded label values, never the raw URL. */
function operationOf(request: FastifyRequest): string {
  const schema = request.routeOptions.schema as { operationId?: string } | undefined;
  return schema?.operationId ?? request.routeOptions.url ?? 'unmatched';
}

function countRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const labels = { operation: operationOf(request), status_class: `${Math.floor(reply.statusCode / 100)}xx` };
  httpRequests.inc(labels);
  httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  done();
}

/** Compares digests, so that neither the comparison's time nor the lengths tell how much of a guess was right. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function checkScrapeToken(authorization: string | undefined, token: string): void {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (given === undefined) {
    throw new AppError('unauthenticated', 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>');
  }
  if (!sameToken(given, token)) throw new AppError('unauthenticated', 'The metrics token is not valid');
}

/**
 * Counts every request (by operation and status class, with its latency) and, when METRICS_TOKEN is set, serves
 * GET /metrics in Prometheus text format to a scraper presenting it. An operator's address, outside the API
 * contract like the root /health.
 */
export const metrics = fp<MetricsOptions>(
  async (app, { token, db }) => {
    app.addHook('onResponse', countRequest);
    if (!token) return;
    // The gauges read the app that serves them: one a process (in tests, the one given a token).
    const readPool = db.poolConnections?.bind(db);
    if (readPool) app.addHook('onClose', watchPoolConnections(readPool));
    app.addHook(
      'onClose',
      watchHeavyReads(() => app.heavyReads.load),
    );
    app.get('/metrics', async (request, reply) => {
      try {
        checkScrapeToken(request.headers.authorization, token);
      } catch (error) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw error;
      }
      const text = await metricsRegistry.metrics();
      return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
