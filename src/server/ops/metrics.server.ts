import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServerBuild } from 'react-router';
import type { LruCache } from '../render-cache.ts';
import { pagePatternMatcher, routeLabel } from './route-label.ts';

/**
 * Prometheus metrics of one app process (README "Operations"): HTTP request durations by route
 * pattern, database pool use, render-cache hits and misses, PDF typesetting queue depth, ingest
 * counters, plus the process's own (CPU, memory, event-loop lag).
 */
export interface OpsMetrics {
  registry: Registry;
  /** Times every request; the label is the route pattern that answered it. */
  httpTimer(build: ServerBuild | undefined): (req: Request, res: Response, next: NextFunction) => void;
  /** Counts hits and misses of a cache. */
  countedCache<T>(cache: LruCache<T>): LruCache<T>;
  /** The same for the whole-page render cache of anonymous article pages (ADR 011). */
  countedPageCache<T>(cache: LruCache<T>): LruCache<T>;
  watchPool(pool: pg.Pool): void;
  /** Jobs waiting for a typesetting slot (the PDF typesetter's queue). */
  watchPdfQueue(depth: () => number): void;
  recordIngest(summary: { ingested: number; updated: number; failed: number; bytes: number }): void;
  /** A request answered 503 by load shedding (src/server/ops/load-shedding.ts). */
  recordShed(): void;
  /** Requests being served and waiting for a slot (load shedding's counts). */
  watchRequests(requests: { inFlight(): number; queued(): number }): void;
}

export function createOpsMetrics(registry = new Registry()): OpsMetrics {
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'lectern_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'lectern_render_cache_requests_total',
    help: 'Rendered-article cache look-ups by result',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'lectern_page_render_cache_requests_total',
    help: 'Whole anonymous article page cache look-ups by result (ADR 011)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const ingest = new Counter({
    name: 'lectern_ingest_articles_total',
    help: 'Articles ingested by this process, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const ingestBytes = new Counter({
    name: 'lectern_ingest_bytes_total',
    help: 'XML bytes ingested by this process',
    registers: [registry],
  });
  const pools: pg.Pool[] = [];
  new Gauge({
    name: 'lectern_db_pool_connections',
    help: 'Database pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const sum = (f: (p: pg.Pool) => number) => pools.reduce((n, p) => n + f(p), 0);
      this.set(
        { state: 'total' },
        sum((p) => p.totalCount),
      );
      this.set(
        { state: 'idle' },
        sum((p) => p.idleCount),
      );
      this.set(
        { state: 'waiting' },
        sum((p) => p.waitingCount),
      );
    },
  });
  const pdfQueues: Array<() => number> = [];
  new Gauge({
    name: 'lectern_pdf_queue_depth',
    help: 'PDF typesetting jobs waiting for a slot',
    registers: [registry],
    collect() {
      this.set(pdfQueues.reduce((n, depth) => n + depth(), 0));
    },
  });
  const shed = new Counter({
    name: 'lectern_http_requests_shed_total',
    help: 'Requests answered 503 by load shedding (over the queue limits)',
    registers: [registry],
  });
  const requestCounts: Array<{ inFlight(): number; queued(): number }> = [];
  new Gauge({
    name: 'lectern_http_requests',
    help: 'Requests being served and waiting for a slot (load shedding)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set(
        { state: 'serving' },
        requestCounts.reduce((n, r) => n + r.inFlight(), 0),
      );
      this.set(
        { state: 'waiting' },
        requestCounts.reduce((n, r) => n + r.queued(), 0),
      );
    },
  });
  for (const result of ['hit', 'miss']) cache.inc({ result }, 0);
  for (const outcome of ['inserted', 'updated', 'failed']) ingest.inc({ outcome }, 0);

  return {
    registry,
    httpTimer(build) {
      const pagePattern = pagePatternMatcher(build);
      return (req, res, next) => {
        const end = duration.startTimer();
        res.once('finish', () =>
          end({ method: req.method, route: routeLabel(req, res.statusCode, pagePattern), status_code: res.statusCode }),
        );
        next();
      };
    },
    countedCache: (inner) => ({
      get(key) {
        const value = inner.get(key);
        cache.inc({ result: value === undefined ? 'miss' : 'hit' });
        return value;
      },
      set: (key, value) => inner.set(key, value),
    }),
    countedPageCache: (inner) => ({
      get(key) {
        const value = inner.get(key);
        pageCache.inc({ result: value === undefined ? 'miss' : 'hit' });
        return value;
      },
      set: (key, value) => inner.set(key, value),
    }),
    watchPool: (pool) => void pools.push(pool),
    watchPdfQueue: (depth) => void pdfQueues.push(depth),
    recordIngest(summary) {
      ingest.inc({ outcome: 'inserted' }, summary.ingested);
      ingest.inc({ outcome: 'updated' }, summary.updated);
      ingest.inc({ outcome: 'failed' }, summary.failed);
      ingestBytes.inc(summary.bytes);
    },
    recordShed: () => shed.inc(),
    watchRequests: (requests) => void requestCounts.push(requests),
  };
}
