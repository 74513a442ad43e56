import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#src/db/client.server.ts';
import { createApp } from '#src/server/app.ts';
import { setUpOps, type OpsSetup } from '#src/server/ops/ops-setup.server.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { ingestAll, listen, piisBy, type RunningApp } from '#tests/setup/test-app.ts';

/**
 * The embedded database is supervised (README "Operations"): when its postmaster dies the app
 * answers 503 with Retry-After, starts it again (on another port when its own is taken; the
 * pool follows) and serves again without an app restart.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the embedded PostgreSQL, supervised', () => {
  let dataDir: string;
  let db: Database;
  let ops: OpsSetup;
  let running: RunningApp;
  let articlePath: string;

  beforeAll(async () => {
    await fs.mkdir(path.resolve('.cache'), { recursive: true });
    dataDir = await fs.mkdtemp(path.resolve('.cache/embedded-supervised-'));
    await fs.chmod(dataDir, 0o755);
    db = await openDatabase({ dataDir, poolSize: 5, timeouts: { connectMs: 1000, statementMs: 5000, idleInTransactionMs: 5000 } });
    await ingestAll(db.pool, ['samples/elife/elife00005.xml']);
    articlePath = `/science/article/pii/${Object.values(await piisBy(db.pool, 'source_file'))[0]}`;
    ops = setUpOps(db, { readinessTimeoutMs: 800, shedding: { maxInFlight: 100, maxQueueMs: 5000, maxQueue: 100 } }, () => {});
    running = await listen(createApp({ ...fullAppOptions(db.pool, await loadServerBuild()), ops: ops.ops }));
  }, 180_000);
  afterAll(async () => {
    await running?.close();
    await ops?.close();
    await db?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const postmaster = async () => {
    const lines = (await fs.readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')).split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  };
  const get = async (p: string, accept = 'text/html') => {
    const res = await fetch(running.base + p, { headers: { Accept: accept } });
    return { status: res.status, body: await res.text(), res };
  };
  const until = async (p: string, status: number, limitMs: number) => {
    const started = performance.now();
    while (performance.now() - started < limitMs) {
      if ((await get(p, 'application/json')).status === status) return;
      await sleep(100);
    }
    throw new Error(`${p} did not answer ${status} within ${limitMs} ms`);
  };

  it('killed: 503 with Retry-After (a page for a browser, a problem for an API client) meanwhile, then serves again', async () => {
    expect((await get(articlePath)).status).toBe(200);
    process.kill((await postmaster()).pid, 'SIGKILL');
    await until('/readyz', 503, 1000);
    const page = await get(articlePath);
    expect(page.status).toBe(503);
    expect(page.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Service temporarily unavailable</h1>');
    expect((await get('/healthz')).status).toBe(200);
    await until('/readyz', 200, 30_000);
    expect((await get(articlePath)).status).toBe(200);
  });

  it('killed with its port taken: restarted on another port, and the pool follows', async () => {
    const before = await postmaster();
    process.kill(before.pid, 'SIGKILL');
    // Take the old port before the supervisor tries it again.
    const squatter = net.createServer();
    for (let i = 0; i < 40; i++) {
      const bound = await new Promise<boolean>((resolve) => {
        squatter.once('error', () => resolve(false));
        squatter.listen(before.port, '127.0.0.1', () => resolve(true));
      });
      if (bound) break;
      await sleep(10);
    }
    expect(squatter.listening).toBe(true);
    try {
      const api = await get(`${articlePath.replace('/science/article', '/sdfe/arp')}/context`, 'application/json');
      expect(api.status).toBe(503);
      expect(api.res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(api.res.headers.get('retry-after')).toMatch(/^\d+$/);
      await until('/readyz', 200, 30_000);
      const after = await postmaster();
      expect(after.port).not.toBe(before.port);
      expect((await get(articlePath)).status).toBe(200);
      expect((await db.pool.query<{ port: number }>('SELECT inet_server_port() AS port')).rows[0]!.port).toBe(after.port);
    } finally {
      squatter.close();
    }
  });
});
