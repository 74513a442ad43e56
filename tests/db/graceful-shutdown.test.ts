import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/server/app.ts';
import { gracefulShutdown } from '#src/server/ops/graceful-shutdown.server.ts';
import { createReadiness } from '#src/server/ops/readiness.server.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { SAMPLES } from '#tests/setup/samples.ts';
import { ingestAll } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

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
});
