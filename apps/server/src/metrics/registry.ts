import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolConnections } from '../db/database.js';

/**
 * The process's metrics, served by GET /metrics (plugins/metrics.ts): one registry per process, as Prometheus
 * scrapes a process. Names start with `waybill_`; the default collectors add Node's own (`process_*`, `nodejs_*`).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/**
 * Requests by operation (the contract's operationId; the route's pattern outside the contract, `unmatched` for an
 * address no route serves: never the raw URL, whose ids would make a series per object) and status class.
 */
export const httpRequests = new Counter({
  name: 'waybill_http_requests_total',
  help: 'HTTP requests answered, by operation and status class',
  labelNames: ['operation', 'status_class'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'waybill_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by operation and status class',
  labelNames: ['operation', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

let poolConnections: (() => PoolConnections) | undefined;

new Gauge({
  name: 'waybill_db_pool_connections',
  help: 'Connections of the PostgreSQL pool (total open, idle) and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const connections = poolConnections?.();
    if (!connections) return;
    for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, connections[state]);
  },
});

/** Reports the pool of `read` (the server's PostgreSQL pool) from now on; returns how to stop. */
export function watchPoolConnections(read: () => PoolConnections): () => void {
  poolConnections = read;
  return () => {
    if (poolConnections === read) poolConnections = undefined;
  };
}

let heavyReads: (() => { running: number; waiting: number }) | undefined;

new Gauge({
  name: 'waybill_heavy_reads',
  help: 'Heavy reads (dashboards, the Control Master, exports) running and waiting for their turn',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const load = heavyReads?.();
    if (!load) return;
    for (const state of ['running', 'waiting'] as const) this.set({ state }, load[state]);
  },
});

/** Reports the heavy reads' turns of `read` (plugins/heavy-reads.ts) from now on; returns how to stop. */
export function watchHeavyReads(read: () => { running: number; waiting: number }): () => void {
  heavyReads = read;
  return () => {
    if (heavyReads === read) heavyReads = undefined;
  };
}

const importDuration = new Histogram({
  name: 'waybill_import_job_duration_seconds',
  help: 'Time an import job took, by outcome',
  labelNames: ['outcome'] as const,
  buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
  registers: [metricsRegistry],
});

const rowsImported = new Counter({
  name: 'waybill_import_rows_total',
  help: 'Rows of carrier files imported',
  registers: [metricsRegistry],
});

let queueDepth: (() => number | Promise<number>) | undefined;

new Gauge({
  name: 'waybill_import_queue_depth',
  help: 'Import jobs waiting to run',
  registers: [metricsRegistry],
  async collect() {
    if (!queueDepth) return;
    // Read from the database: when it is busy or down the scrape still answers, with the last depth read.
    const depth = await Promise.resolve(queueDepth()).catch(() => undefined);
    if (depth !== undefined) this.set(depth);
  },
});

/** How an import job ended. */
export type ImportJobOutcome = 'imported' | 'duplicate' | 'refused' | 'failed';

/** What the import job worker reports. */
export const importJobMetrics = {
  /** One job done: how long it ran and how it ended. */
  observeJob(outcome: ImportJobOutcome, seconds: number): void {
    importDuration.observe({ outcome }, seconds);
  },
  /** Rows a job imported. */
  countRows(rows: number): void {
    rowsImported.inc(rows);
  },
  /** Reads the queue's depth at each scrape through `read` (the latest registered wins). */
  watchQueueDepth(read: () => number | Promise<number>): void {
    queueDepth = read;
  },
};
