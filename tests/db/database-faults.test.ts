import pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '#src/db/migrate.server.ts';
import { guardPool, poolConfig } from '#src/db/pool-safety.server.ts';
import { createApp } from '#src/server/app.ts';
import { watchDatabase, type DatabaseState } from '#src/server/ops/database-state.server.ts';
import { createReadiness } from '#src/server/ops/readiness.server.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { HAS_PG15, startPg15Cluster, type Pg15Cluster } from '#tests/setup/pg15-cluster.ts';
import { ingestAll, listen, piisBy, type RunningApp } from '#tests/setup/test-app.ts';

/**
 * Database faults (README "Operations"), on a throwaway PostgreSQL 15 cluster this file
 * restarts, stops and freezes: the app process survives each, answers 503 while the database
 * is away, /healthz stays 200, and it serves again without a restart.
 */
const ARTICLE = 'samples/elife/elife00005.xml';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!HAS_PG15)('database faults on PostgreSQL 15', () => {
  let cluster: Pg15Cluster;
  let pool: pg.Pool;
  let database: DatabaseState;
  let running: RunningApp;
  let articlePath: string;
  const lost: Error[] = [];

  beforeAll(async () => {
    cluster = await startPg15Cluster('pg15-faults');
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE lectern');
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, '/lectern');
    pool = new pg.Pool(poolConfig(url, 10, { connectMs: 1000, statementMs: 3000, idleInTransactionMs: 5000 }));
    guardPool(pool, (e) => lost.push(e));
    await runMigrations(pool);
    await ingestAll(pool, [ARTICLE]);
    articlePath = `/science/article/pii/${Object.values(await piisBy(pool, 'source_file'))[0]}`;
    const build: ServerBuild = await loadServerBuild();
    database = watchDatabase(pool, { timeoutMs: 800, retryMs: 250 });
    const readiness = createReadiness(pool, { timeoutMs: 800, database });
    running = await listen(createApp({ ...fullAppOptions(pool, build), ops: { readiness, database } }));
  }, 180_000);
  afterAll(async () => {
    await running?.close();
    await database?.close();
    await pool?.end();
    await cluster?.destroy();
  });

  const get = async (path: string, accept = 'text/html') => {
    const started = performance.now();
    const res = await fetch(running.base + path, { headers: { Accept: accept } });
    const body = await res.text();
    return { status: res.status, body, res, ms: performance.now() - started };
  };
  /** Polls `path` every 100 ms until it answers `status`; the milliseconds that took. */
  const until = async (path: string, status: number, limitMs: number) => {
    const started = performance.now();
    while (performance.now() - started < limitMs) {
      if ((await get(path, 'application/json')).status === status) return performance.now() - started;
      await sleep(100);
    }
    throw new Error(`${path} did not answer ${status} within ${limitMs} ms`);
  };

  it('a client checked out of the pool (as withTransaction does) loses its server: that work fails, the process does not', async () => {
    const client = await pool.connect();
    await client.query('SELECT 1');
    await cluster.restart();
    await sleep(200);
    // Before every client had an error listener, this restart ended the process with an unhandled 'error' event.
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release();
    expect(lost.length).toBeGreaterThan(0);
    await until('/readyz', 200, 15_000);
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
  });

  it('a restart under 10 connections of article-page load costs failed requests, never the process; it recovers without an app restart', async () => {
    const statuses = new Map<number, number>();
    let running_ = true;
    const client = async () => {
      while (running_) {
        const { status } = await get(articlePath).catch(() => ({ status: 0 }));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const clients = Array.from({ length: 10 }, client);
    // The restart comes once the load is served (more than 10 pages), however long a busy machine takes to serve them.
    const loaded = performance.now();
    while ((statuses.get(200) ?? 0) <= 10 && performance.now() - loaded < 30_000) await sleep(100);
    await cluster.restart();
    await sleep(2500);
    running_ = false;
    await Promise.all(clients);
    expect(statuses.get(200)).toBeGreaterThan(10);
    // Requests in progress when the server went away fail (500); later ones get 503 until it is back.
    // No request went unanswered: the process lived through it.
    expect(statuses.get(0)).toBeUndefined();
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 500 && s !== 503)).toEqual([]);
    expect((await get('/healthz')).status).toBe(200);
    await until('/readyz', 200, 15_000);
    expect((await get(articlePath)).status).toBe(200);
  });

  it('stopped: /readyz 503 within 1 s, pages 503 with Retry-After (a page for a browser, a problem for an API client); back: 200 within 5 s', async () => {
    await cluster.halt();
    expect(await until('/readyz', 503, 1000)).toBeLessThan(1000);
    expect((await get('/healthz')).status).toBe(200);
    await sleep(600);
    const page = await get(articlePath);
    expect(page.status).toBe(503);
    expect(page.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Service temporarily unavailable</h1>');
    const api = await get(`${articlePath.replace('/science/article', '/sdfe/arp')}/context`, 'application/json');
    expect(api.status).toBe(503);
    expect(api.res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(api.body)).toMatchObject({ status: 503, detail: 'The database is unavailable.' });

    await cluster.resume();
    expect(await until('/readyz', 200, 5000)).toBeLessThan(5000);
    await until(articlePath, 200, 5000);
  });

  // Times are not asserted (a loaded machine slows any answer): that /readyz answers at all while
  // the database never does shows its check gave up instead of hanging.
  it('frozen (SIGSTOP): /readyz answers 503 (its check gives up) while /healthz stays 200; thawed, ready again', async () => {
    await cluster.freeze();
    try {
      const ready = await get('/readyz', 'application/json');
      expect(ready.status).toBe(503);
      const health = await get('/healthz', 'application/json');
      expect(health.status).toBe(200);
    } finally {
      await cluster.thaw();
    }
    expect(await until('/readyz', 200, 5000)).toBeLessThan(5000);
    await until(articlePath, 200, 5000);
  });
});
