import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { openDatabase, type Database } from '#src/db/client.server.ts';
import { createDownloadRepository } from '#src/db/download-repository.server.ts';
import { createApp } from '#src/server/app.ts';
import { downloadConfig } from '#src/server/downloads/download-config.ts';
import { createPdfService } from '#src/server/downloads/pdf-service.server.ts';
import type { PdfTypesetter } from '#src/server/downloads/pdf-typesetter.server.ts';
import { createReadiness } from '#src/server/ops/readiness.server.ts';
import { readYourWrites } from '#src/server/ops/read-your-writes.ts';
import { SIGN_IN_FAILED, TOO_MANY_ATTEMPTS } from '#src/shared/account/account-actions.ts';
import { WROTE_COOKIE } from '#src/shared/site/read-routing.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { BrowserClient } from '#tests/setup/browser-client.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { HAS_PG15, startPg15Cluster, type Pg15Cluster } from '#tests/setup/pg15-cluster.ts';
import { ingestAll, listen, piisBy, type RunningApp } from '#tests/setup/test-app.ts';

/**
 * Several app servers (ADR 010, docs/operations/scaling.md): two apps on one PostgreSQL 15
 * primary with a streaming replica (both made here, DATABASE_URL and DATABASE_READ_URL).
 * Sessions, caps, throttles and admin changes are shared; lag-tolerant pages read the replica;
 * a reader who wrote reads their own write at once, on either server, while the replica lags;
 * a replica outage costs no page.
 */
const ARTICLES = ['samples/elife/elife00005.xml', 'samples/elife/elife00573.xml'];
const PASSWORD = 'replica test password';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every PDF here is stored already: no Chromium. */
const STORED_ONLY: PdfTypesetter = {
  available: true,
  ready: Promise.resolve(true),
  print: () => Promise.reject(new Error('not typesetting in this test')),
  queueDepth: () => 0,
  close: async () => {},
};

describe.skipIf(!HAS_PG15)('two app servers on a PostgreSQL 15 primary with a streaming replica', () => {
  let primary: Pg15Cluster;
  let replica: Pg15Cluster;
  let replicaAdmin: pg.Client;
  const dbs: Database[] = [];
  const apps: RunningApp[] = [];
  let a: string;
  let b: string;
  let pii: string;

  /** A reader's browser on server `base`, keeping the cookies of `of` (one browser, two servers behind a balancer). */
  const on = (base: string, of?: BrowserClient, address = '192.0.2.77') => {
    const client = new BrowserClient(base, { 'x-forwarded-for': address });
    if (of) (client as { cookies: Map<string, string> }).cookies = of.cookies;
    return client;
  };
  const signIn = (client: BrowserClient, email: string, password = PASSWORD) => client.submit('/user/login', { email, password });

  beforeAll(async () => {
    primary = await startPg15Cluster('pg15-primary');
    const admin = new pg.Client({ connectionString: primary.url });
    await admin.connect();
    await admin.query('CREATE DATABASE lectern');
    await admin.end();
    replica = await startPg15Cluster('pg15-replica', primary);
    const primaryUrl = primary.url.replace(/\/postgres$/, '/lectern');
    const replicaUrl = replica.url.replace(/\/postgres$/, '/lectern');
    replicaAdmin = new pg.Client({ connectionString: replicaUrl });
    replicaAdmin.on('error', () => {});
    await replicaAdmin.connect();

    const build: ServerBuild = await loadServerBuild();
    const timeouts = { connectMs: 1000, statementMs: 5000, idleInTransactionMs: 5000 };
    // Each app server opens the database as `npm start` does (migrations run on the primary by the first).
    for (let i = 0; i < 2; i++)
      dbs.push(await openDatabase({ databaseUrl: primaryUrl, readUrl: replicaUrl, dataDir: '', poolSize: 5, timeouts }));
    const pool = dbs[0]!.pool;
    await ingestAll(pool, ARTICLES);
    pii = Object.values(await piisBy(pool, 'source_file'))[0]!;
    const accounts = createAccountRepository(pool);
    await accounts.createUser({ email: 'admin@example.org', name: 'Ada Admin', password: PASSWORD, isAdmin: true });
    await accounts.createUser({ email: 'reader@example.org', name: 'Rita Reader', password: PASSWORD });

    // One stored PDF in storage both servers share, for the download cap.
    const storage = localFolderStorage(mkdtempSync(path.join(tmpdir(), 'lectern-replica-assets-')));
    const repo = createDownloadRepository(pool);
    const article = (await repo.article(pii))!;
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2000)]);
    const file = path.join(tmpdir(), `lectern-replica-${process.pid}.pdf`);
    writeFileSync(file, bytes);
    const key = createHash('sha256').update(bytes).digest('hex');
    await storage.put(key, file);
    await repo.saveRendition(article.id, { version: article.version, storageKey: key, bytes: bytes.length });

    for (const db of dbs) {
      const downloadRepo = createDownloadRepository(db.pool);
      const app = createApp({
        ...fullAppOptions(db.pool, build, db.reads),
        readYourWrites,
        trustProxy: 'loopback',
        ops: { readiness: createReadiness(db.pool, { timeoutMs: 800, replica: db.replica! }) },
        downloads: {
          repo: downloadRepo,
          storage,
          pdfs: createPdfService(downloadRepo, storage, STORED_ONLY),
          config: { ...downloadConfig({}), pdfDailyCap: 2, pdfsPerMinute: 100 },
        },
      });
      apps.push(await listen(app));
    }
    [a, b] = apps.map((x) => x.base) as [string, string];
    // Both servers see the replica streaming before the checks start.
    for (const db of dbs) {
      for (let i = 0; i < 50 && db.replica!.status().state !== 'streaming'; i++) await sleep(100);
      expect(db.replica!.status().state).toBe('streaming');
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((x) => x.close()));
    await Promise.all(dbs.map((db) => db.close()));
    await replicaAdmin?.end().catch(() => {});
    await replica?.destroy();
    await primary?.destroy();
  });

  /** The last statement of each of the app's connections to the replica (pg_stat_activity there). */
  const replicaQueries = async () =>
    (await replicaAdmin.query<{ query: string }>("SELECT query FROM pg_stat_activity WHERE application_name = 'lectern-read'")).rows.map(
      (r) => r.query,
    );

  it('serves article pages from the replica, and /readyz on each server reports it streaming', async () => {
    for (const base of [a, b]) {
      const page = await on(base).page(`/science/article/pii/${pii}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1');
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', replica: { state: 'streaming', reads: 'replica' } });
    }
    // The article's row was read on the replica's connections, not only the watch's position query.
    expect((await replicaQueries()).some((q) => /\bFROM articles\b/i.test(q))).toBe(true);
  });

  it('a session made on server A is valid on server B; signing out on B ends it on A', async () => {
    const browser = on(a);
    expect((await signIn(browser, 'reader@example.org')).status).toBe(302);
    const profile = await on(b, browser).page('/user/profile');
    expect(profile.status).toBe(200);
    expect(profile.html).toContain('Rita Reader');
    expect((await on(b, browser).submit('/user/logout', {})).status).toBeLessThan(400);
    expect((await on(a, browser).page('/user/profile')).status).toBe(302);
  });

  it('download caps counted on A apply on B', async () => {
    const pdf = (base: string) => fetch(`${base}/science/article/pii/${pii}/pdfft`, { headers: { 'X-Forwarded-For': '192.0.2.1' } });
    expect((await pdf(a)).status).toBe(200);
    expect((await pdf(a)).status).toBe(200);
    const refused = await pdf(b);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'You have reached the daily limit of 2 PDF downloads. You can download more PDFs after midnight UTC.',
    );
  });

  it('sign-in failures counted on A throttle the same address and account on B', async () => {
    const stranger = on(a, undefined, '203.0.113.9');
    for (let i = 0; i < 5; i++) {
      const res = await signIn(stranger, 'reader@example.org', `guess ${i}`);
      expect(res.status).toBe(401);
      expect(await res.text()).toContain(SIGN_IN_FAILED);
    }
    const blocked = await signIn(on(b, undefined, '203.0.113.9'), 'reader@example.org');
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(TOO_MANY_ATTEMPTS);
  });

  it('an admin change on A: its author reads it at once on B while the replica lags; others see it once replayed', async () => {
    const adminBrowser = on(a);
    expect((await signIn(adminBrowser, 'admin@example.org')).status).toBe(302);
    // The replica stops replaying: whatever is written now reaches only the primary.
    await replicaAdmin.query('SELECT pg_wal_replay_pause()');
    try {
      const created = await adminBrowser.submit('/admin', {
        command: 'vsi:create',
        publication: '2050-084X',
        title: 'Replicated circuits',
      });
      expect(created.status).toBe(200);
      expect(adminBrowser.cookies.get(WROTE_COOKIE)).toMatch(/^\d+$/);
      const id = /created virtual special issue (\d+)/.exec(await created.text())?.[1];
      expect(id).toBeDefined();
      const pagePath = `/journal/elife/special-issue/${id}`;

      // The author, on the other server: the primary answers (the cookie says they wrote).
      const own = await on(b, adminBrowser).page(pagePath);
      expect(own.status).toBe(200);
      expect(own.html).toContain('<h1>Replicated circuits</h1>');
      // Anyone else reads the replica, which has not replayed it yet: the page does not exist there.
      expect((await on(b).page(pagePath)).status).toBe(404);
      expect((await on(a).page(pagePath)).status).toBe(404);

      await replicaAdmin.query('SELECT pg_wal_replay_resume()');
      let other = 0;
      for (let i = 0; i < 50 && other !== 200; i++) {
        other = (await on(b).page(pagePath)).status;
        if (other !== 200) await sleep(100);
      }
      expect(other).toBe(200);
    } finally {
      await replicaAdmin.query('SELECT pg_wal_replay_resume()').catch(() => {});
    }
  });

  it('the replica stopped: pages still served (reads fall back to the primary), /readyz 200 naming it unreachable', async () => {
    await replica.halt();
    for (const base of [a, b]) {
      const page = await on(base).page(`/science/article/pii/${pii}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1');
    }
    const ready = await fetch(`${b}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', replica: { state: 'unreachable', reads: 'primary' } });
  });
});
