import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#src/server/app.ts';
import { gracefulShutdown } from '#src/server/ops/graceful-shutdown.server.ts';
import { createHttpServer } from '#src/server/ops/http-server.server.ts';
import { createWorkInProgress } from '#src/server/ops/work-in-progress.ts';
import { createReadiness } from '#src/server/ops/readiness.server.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { SAMPLES } from '#tests/setup/samples.ts';
import { ingestAll } from '#tests/setup/test-app.ts';
import { openTestPool, testDatabaseUrl } from '#tests/setup/test-database.ts';

/**
 * SIGTERM (README "Operations"): readiness turns 503, the listener stops accepting, requests
 * in flight complete, then the pool closes; a request past the grace limit is cut.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('graceful shutdown', () => {
  let pool: pg.Pool;
  let options: ReturnType<typeof fullAppOptions>;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elife00005]);
    options = fullAppOptions(pool, await loadServerBuild());
  }, 120_000);
  afterAll(async () => {
    await pool.end();
  });

  /** A server of the whole app, its shutdown, and a POST /oai whose body arrives slowly (a request in flight). */
  async function serve(graceMs: number) {
    const readiness = createReadiness(pool, { timeoutMs: 800 });
    const server = createApp({ ...options, ops: { readiness } }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    let received = 0;
    server.on('request', () => received++);
    /** Until the server has read the headers of `n` requests (a connection with none yet is idle and closed at once). */
    const seen = async (n: number) => {
      while (received < n) await sleep(20);
    };
    let closedAt = 0;
    const shutdown = gracefulShutdown({
      server: () => server,
      readiness,
      graceMs,
      say: () => {},
      close: async () => void (closedAt = performance.now()),
    });
    const slowPost = () => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/oai',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': 13 },
      });
      const answer = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
        req.on('response', (res) => {
          let body = '';
          res
            .setEncoding('utf8')
            .on('data', (c: string) => (body += c))
            .on('end', () => resolve({ status: res.statusCode!, body, at: performance.now() }));
        });
        req.on('error', reject);
      });
      req.write('verb=');
      return { finish: () => req.end('Identify'), answer };
    };
    return { port, readiness, shutdown, slowPost, seen, closedAt: () => closedAt };
  }

  it('in-flight requests complete, new connections are refused, readiness is 503, then the pool closes', async () => {
    const s = await serve(10_000);
    const inFlight = [s.slowPost(), s.slowPost(), s.slowPost()];
    await s.seen(3);
    const stopped = s.shutdown('SIGTERM');
    expect(await s.readiness.check()).toEqual({ ok: false, reason: 'the server is shutting down' });
    await sleep(300);
    await expect(fetch(`http://127.0.0.1:${s.port}/healthz`)).rejects.toThrow();
    for (const r of inFlight) r.finish();
    const answers = await Promise.all(inFlight.map((r) => r.answer));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toContain('<Identify>');
    }
    await stopped;
    expect(s.closedAt()).toBeGreaterThanOrEqual(Math.max(...answers.map((a) => a.at)));
  });

  it('a request still in flight after the grace limit is cut and the pool closes anyway', async () => {
    const s = await serve(500);
    const stuck = s.slowPost();
    const outcome = stuck.answer.then(
      () => 'answered',
      () => 'cut',
    );
    await s.seen(1);
    const started = performance.now();
    await s.shutdown('SIGTERM');
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await outcome).toBe('cut');
    expect(s.closedAt()).toBeGreaterThan(0);
  });

  it('past the grace, a request not yet answered gets a clean 503 and work for gone clients never finds the pool closed', async () => {
    // The server as start.ts makes it: its own pool, closed by the shutdown, and its responses tracked.
    const own = new pg.Pool({ connectionString: testDatabaseUrl(), max: 5 });
    const pii = (await pool.query<{ pii: string }>('SELECT pii FROM articles LIMIT 1')).rows[0]!.pii;
    const work = createWorkInProgress();
    const failures: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => failures.push(line) });
    // React Router reports a loader's error on the console.
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => failures.push(args.map(String).join(' ')));
    const readiness = createReadiness(own, { timeoutMs: 800 });
    const app = createApp({ ...fullAppOptions(own, options.build as ServerBuild), log, ops: { readiness, work } });
    const server = createHttpServer(app, { requestTimeoutMs: 60_000 });
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    let received = 0;
    server.on('request', () => received++);
    const shutdown = gracefulShutdown({
      server: () => server,
      readiness,
      graceMs: 400,
      say: () => {},
      busy: () => work.count(),
      // The eight pages' loaders may take longer than the default 2 s on a busy test machine;
      // what is checked is that the pool waits for them, not how long they take.
      lastWorkMs: 60_000,
      close: () => own.end(),
    });
    // Article pages whose clients hang up at once: their loaders run on after the connection closed.
    const gone = Array.from({ length: 8 }, () => {
      const controller = new AbortController();
      const request = fetch(`http://127.0.0.1:${port}/science/article/pii/${pii}`, { signal: controller.signal }).catch(() => null);
      return { controller, request };
    });
    // A browser's and an API client's request whose bodies never finish: still unanswered at the grace limit.
    const stuck = (accept: string) =>
      new Promise<{ status: number; retryAfter: string | undefined; type: string | undefined; body: string }>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/oai',
          headers: { Accept: accept, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': 13 },
        });
        req.on('response', (res) => {
          let body = '';
          res
            .setEncoding('utf8')
            .on('data', (c: string) => (body += c))
            .on('end', () =>
              resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], type: res.headers['content-type'], body }),
            );
        });
        req.on('error', reject);
        req.write('verb=');
      });
    const page = stuck('text/html');
    const api = stuck('application/json');
    while (received < 10) await sleep(10);
    for (const g of gone) g.controller.abort();
    await Promise.all(gone.map((g) => g.request));
    await shutdown('SIGTERM');
    const [pageAnswer, apiAnswer] = await Promise.all([page, api]);
    expect(pageAnswer).toMatchObject({ status: 503, retryAfter: '5', type: 'text/html; charset=utf-8' });
    expect(pageAnswer.body).toContain('<h1>Service temporarily unavailable</h1>');
    expect(apiAnswer).toMatchObject({ status: 503, retryAfter: '5', type: 'application/problem+json; charset=utf-8' });
    expect(JSON.parse(apiAnswer.body)).toMatchObject({ status: 503, detail: 'The server is shutting down.' });
    expect(work.count()).toBe(0);
    await sleep(200);
    consoleError.mockRestore();
    expect(failures.join('\n')).not.toContain('Cannot use a pool after calling end on the pool');
  });
});
