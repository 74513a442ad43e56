import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeDatabase } from '#src/db/database-probe.server.ts';
import { MIGRATIONS_DIR } from '#src/db/migrate.server.ts';
import { createApp } from '#src/server/app.ts';
import { createOpsMetrics } from '#src/server/ops/metrics.server.ts';
import { createReadiness, type Readiness } from '#src/server/ops/readiness.server.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { ingestAll, listen, piisBy, type RunningApp } from '#tests/setup/test-app.ts';
import { parseMetrics } from '#tests/setup/prometheus-text.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/** /healthz, /readyz and /metrics as a load balancer and Prometheus see them (README "Operations"). */
const ARTICLE = 'samples/elife/elife00005.xml';

describe('operations endpoints', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let readiness: Readiness;
  let pii: string;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [ARTICLE]);
    pii = Object.values(await piisBy(pool, 'source_file'))[0]!;
    const build = await loadServerBuild();
    readiness = createReadiness(pool, { timeoutMs: 800 });
    const metrics = createOpsMetrics();
    metrics.watchPool(pool);
    metrics.watchPdfQueue(() => 3);
    metrics.recordIngest({ ingested: 1, updated: 0, failed: 2, bytes: 1234 });
    running = await listen(createApp({ ...fullAppOptions(pool, build), ops: { readiness, metrics } }));
  }, 120_000);
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  const metricsNow = async () => {
    const res = await fetch(`${running.base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseMetrics(await res.text());
  };

  it('/healthz says the process is alive; /readyz that the database answers with every migration applied', async () => {
    const health = await fetch(`${running.base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${running.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('readiness fails when a migration is not applied, naming it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-migrations-'));
    try {
      for (const file of await fs.readdir(MIGRATIONS_DIR)) await fs.copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
      await fs.writeFile(path.join(dir, '9999_not_applied.sql'), 'SELECT 1;');
      expect(await probeDatabase(pool, 800, dir)).toEqual({ ok: false, reason: 'migrations not applied: 9999_not_applied.sql' });
      expect(await probeDatabase(pool, 800)).toEqual({ ok: true });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('/metrics parses as Prometheus text: request durations by route pattern, pool, render cache, PDF queue, ingest', async () => {
    // Bodies are read to the end, so each request has finished before /metrics is asked.
    const statusOf = async (path: string) => {
      const res = await fetch(running.base + path, { headers: { Accept: path.startsWith('/sdfe') ? 'application/json' : 'text/html' } });
      await res.arrayBuffer();
      return res.status;
    };
    for (let i = 0; i < 2; i++) expect(await statusOf(`/science/article/pii/${pii}`)).toBe(200);
    expect(await statusOf(`/sdfe/arp/pii/${pii}/context`)).toBe(200);
    expect(await statusOf('/no/such/page')).toBe(404);
    const metrics = await metricsNow();
    const family = (name: string) => metrics.families.find((f) => f.name === name)!;
    const value = (name: string, labels: Record<string, string> = {}) =>
      metrics.series(name).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

    expect(family('lectern_http_request_duration_seconds').type).toBe('HISTOGRAM');
    const routes = new Set(metrics.series('lectern_http_request_duration_seconds_count').map((s) => s.labels.route));
    expect(routes).toContain('/science/article/pii/:pii');
    expect(routes).toContain('/sdfe/arp/pii/:pii/context');
    expect(routes).toContain('unmatched');
    // Labels are patterns, never raw addresses (a label per URL would grow without bound).
    expect([...routes].filter((r) => r!.includes(pii))).toEqual([]);
    const page = { route: '/science/article/pii/:pii', status_code: '200', method: 'GET' };
    expect(value('lectern_http_request_duration_seconds_count', page)).toBe(2);
    expect(value('lectern_http_request_duration_seconds_bucket', { ...page, le: '+Inf' })).toBe(2);

    expect(family('lectern_db_pool_connections').type).toBe('GAUGE');
    expect(
      metrics
        .series('lectern_db_pool_connections')
        .map((s) => s.labels.state)
        .sort(),
    ).toEqual(['idle', 'total', 'waiting']);
    expect(value('lectern_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(value('lectern_render_cache_requests_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(value('lectern_render_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(value('lectern_pdf_queue_depth')).toBe(3);
    expect(family('lectern_ingest_articles_total').type).toBe('COUNTER');
    expect(metrics.series('lectern_ingest_articles_total').map((s) => [s.labels.outcome, s.value])).toEqual([
      ['inserted', 1],
      ['updated', 0],
      ['failed', 2],
    ]);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('/readyz answers 503 while draining; /healthz stays 200', async () => {
    readiness.startDraining();
    const ready = await fetch(`${running.base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'the server is shutting down' });
    expect((await fetch(`${running.base}/healthz`)).status).toBe(200);
  });
});
