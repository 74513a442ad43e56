import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import express from 'express';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDownloadRepository, type DownloadRepository } from '#src/db/download-repository.server.ts';
import type { UsageEvent } from '#src/server/counter/usage-event.ts';
import { freeContentAccess, type AccessDecider } from '#src/server/downloads/download-access.ts';
import { downloadConfig, type DownloadConfig } from '#src/server/downloads/download-config.ts';
import { downloadRoutes } from '#src/server/downloads/download-routes.ts';
import { createPdfService } from '#src/server/downloads/pdf-service.server.ts';
import type { PdfTypesetter } from '#src/server/downloads/pdf-typesetter.server.ts';
import { parseRanges } from '#src/server/downloads/address-ranges.ts';
import type { AssetStorage } from '#src/storage/asset-storage.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { sample } from '../setup/samples.ts';
import { ingestPackage, listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';
import { zipEntries } from '../setup/zip-entries.ts';

const log = pino({ level: 'silent' });
const NOW = new Date('2026-11-21T23:00:00Z');

/** Chromium is not needed here: every PDF these tests download is stored already (carried, or a rendition). */
const STORED_ONLY: PdfTypesetter = {
  available: true,
  ready: Promise.resolve(true),
  print: () => Promise.reject(new Error('not typesetting in this test')),
  queueDepth: () => 0,
  close: async () => {},
};

function sha(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

describe('PDF, issue and supplementary downloads with caps', () => {
  let pool: pg.Pool;
  let dir: string;
  let storage: AssetStorage;
  let repo: DownloadRepository;
  const servers: RunningApp[] = [];
  const events: UsageEvent[] = [];
  const opened: Array<{ key: string; ended: boolean }> = [];
  const carriedPdf = Buffer.concat([Buffer.from('%PDF-1.4\n% carried by the package\n'), randomBytes(20_000), Buffer.from('\n%%EOF\n')]);
  const denied = new Set<string>();
  let carriedPii: string;
  let issue: { id: string; piis: string[] };

  async function start(config: Partial<DownloadConfig>, access?: AccessDecider): Promise<string> {
    const spyStorage: AssetStorage = {
      ...storage,
      description: storage.description,
      read(key, range) {
        const stream: Readable = storage.read(key, range);
        const entry = { key, ended: false };
        opened.push(entry);
        stream.on('end', () => (entry.ended = true));
        return stream;
      },
    };
    const app = express();
    app.set('trust proxy', true);
    app.use(
      downloadRoutes({
        repo,
        storage: spyStorage,
        log,
        now: () => NOW,
        config: { ...downloadConfig({}), ...config },
        pdfs: createPdfService(repo, spyStorage, STORED_ONLY),
        usage: { record: async (e) => void events.push(e) },
        ...(access ? { access } : {}),
      }),
    );
    const running = await listen(app);
    servers.push(running);
    return running.base;
  }

  async function storeFile(bytes: Buffer): Promise<string> {
    const file = path.join(dir, `f-${randomBytes(6).toString('hex')}`);
    await fs.writeFile(file, bytes);
    const key = sha(bytes);
    await storage.put(key, file);
    return key;
  }

  const denyListed: AccessDecider = {
    async decide(_reader, pii) {
      const article = await repo.article(pii);
      if (!article) return null;
      return {
        access: denied.has(pii)
          ? { ...freeContentAccess(article), entitled: false, isContentVisible: false, source: null }
          : freeContentAccess(article),
      };
    },
  };

  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-zip-test-'));
    storage = localFolderStorage(path.join(dir, 'assets'));
    repo = createDownloadRepository(pool);
    // A package that carries the article's own PDF.
    const pkg = path.join(dir, 'elife00218');
    await fs.mkdir(pkg);
    await fs.copyFile(sample('elife/elife00218.xml'), path.join(pkg, 'elife00218.xml'));
    await fs.writeFile(path.join(pkg, 'elife00218.pdf'), carriedPdf);
    await ingestPackage(pool, pkg, storage);
    carriedPii = (await pool.query<{ pii: string }>("SELECT pii FROM articles WHERE doi = '10.7554/eLife.00218'")).rows[0]!.pii;
    // The largest issue, with a stored PDF for each of its articles.
    const { rows } = await pool.query<{ issue_id: string; piis: string[] }>(
      'SELECT issue_id, array_agg(pii ORDER BY pii) AS piis FROM articles WHERE issue_id IS NOT NULL GROUP BY issue_id ORDER BY count(*) DESC, issue_id LIMIT 1',
    );
    issue = { id: rows[0]!.issue_id, piis: rows[0]!.piis };
    for (const pii of issue.piis) {
      const article = (await repo.article(pii))!;
      const bytes = Buffer.concat([Buffer.from(`%PDF-1.4\n% ${pii}\n`), randomBytes(50_000)]);
      await repo.saveRendition(article.id, { version: article.version, storageKey: await storeFile(bytes), bytes: bytes.length });
    }
  }, 300_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('serves a package-carried PDF byte-identical', async () => {
    const base = await start({});
    const res = await fetch(`${base}/science/article/pii/${carriedPii}/pdfft?pid=${carriedPii}.pdf&download=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${carriedPii}.pdf"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(carriedPdf)).toBe(true);
  });

  it('refuses a reader without access: 403 with a precise problem, counted as No_License', async () => {
    denied.add(carriedPii);
    const base = await start({}, denyListed);
    const res = await fetch(`${base}/science/article/pii/${carriedPii}/pdfft`, { headers: { 'X-Forwarded-For': '192.0.2.50' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^You do not have access to this PDF\./);
    expect(events.at(-1)).toMatchObject({ kind: 'pdf', denial: 'No_License', clientIp: '192.0.2.50' });
    denied.delete(carriedPii);
  });

  it('caps PDF downloads per reader per UTC day: 429 with Retry-After to midnight, counted as Limit_Exceeded', async () => {
    const base = await start({ pdfDailyCap: 2, pdfsPerMinute: 100, crawlerRanges: parseRanges('198.51.100.0/24') });
    const get = (ip: string) => fetch(`${base}/science/article/pii/${carriedPii}/pdfft`, { headers: { 'X-Forwarded-For': ip } });
    expect((await get('192.0.2.1')).status).toBe(200);
    expect((await get('192.0.2.1')).status).toBe(200);
    const refused = await get('192.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'You have reached the daily limit of 2 PDF downloads. You can download more PDFs after midnight UTC.',
    );
    expect(events.at(-1)).toMatchObject({ kind: 'pdf', denial: 'Limit_Exceeded', clientIp: '192.0.2.1' });
    // Another reader still may; a crawler range is exempt.
    expect((await get('192.0.2.2')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await get('198.51.100.7')).status).toBe(200);
  });

  it('throttles bulk downloading: more than N PDFs a minute is 429 until the next minute', async () => {
    const base = await start({ pdfDailyCap: 100, pdfsPerMinute: 3 });
    const get = () => fetch(`${base}/science/article/pii/${carriedPii}/pdfft`, { headers: { 'X-Forwarded-For': '192.0.2.9' } });
    for (let i = 0; i < 3; i++) expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(((await refused.json()) as { detail: string }).detail).toContain('more than 3 in one minute');
  });

  async function issueMetadata(base: string, ip: string) {
    const res = await fetch(`${base}/sdfe/science/article/download/issue/metadata?pii=${issue.piis[0]}`, {
      headers: { 'X-Forwarded-For': ip },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as {
      issue: { downloadLabel: string };
      articles: Array<{ pii: string; title: string; authors: string[]; entitled: boolean }>;
      token: string;
    };
  }

  function postIssue(base: string, ip: string, piis: string[], token: string) {
    const body = new URLSearchParams([...piis.map((p) => ['pii', p]), ['token', token], ['_csrf', 'x']]);
    return fetch(`${base}/sdfe/science/article/download/issue`, { method: 'POST', body, headers: { 'X-Forwarded-For': ip } });
  }

  it('downloads a full issue as a streamed zip of the entitled PDFs plus a manifest of what was left out', async () => {
    const left = issue.piis[1]!;
    denied.add(left);
    const base = await start({ issueDailyCap: 5 }, denyListed);
    const meta = await issueMetadata(base, '192.0.2.20');
    expect(meta.issue.downloadLabel).toBe('Download full issue');
    expect(meta.articles.map((a) => a.pii).sort()).toEqual(issue.piis);
    expect(meta.articles.find((a) => a.pii === left)!.entitled).toBe(false);
    expect(meta.articles.find((a) => a.pii === issue.piis[0])).toMatchObject({ entitled: true, title: expect.any(String) });

    const res = await postIssue(base, '192.0.2.20', issue.piis, meta.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="issue-\d+\.zip"$/);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = await zipEntries(Buffer.from(await res.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual([...issue.piis.filter((p) => p !== left).map((p) => `${p}.pdf`), 'manifest.txt'].sort());
    expect(entries.get(`${issue.piis[0]}.pdf`)!.subarray(0, 9).toString()).toBe('%PDF-1.4\n');
    expect(entries.get('manifest.txt')!.toString()).toMatch(
      new RegExp(`Left out:\\n  ${left} .* — you do not have access to this article`),
    );
    denied.delete(left);

    // The token is spent; a foreign PII is named.
    const again = await postIssue(base, '192.0.2.20', issue.piis, meta.token);
    expect(again.status).toBe(403);
    const fresh = await issueMetadata(base, '192.0.2.20');
    const foreign = await postIssue(
      base,
      '192.0.2.20',
      [issue.piis[0]!, carriedPii === issue.piis[0] ? 'S0000000000000X' : carriedPii],
      fresh.token,
    );
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { detail: string }).detail).toMatch(/^Not articles of this issue: /);
  });

  it('answers metadata for an issue by id or article PII, and names what it cannot find', async () => {
    const base = await start({});
    const byPii = await issueMetadata(base, '192.0.2.40');
    const { rows } = await pool.query<{ issue_id: string }>('SELECT issue_id FROM articles WHERE pii = $1', [issue.piis[0]]);
    const byId = await fetch(`${base}/sdfe/science/article/download/issue/metadata?pii=${rows[0]!.issue_id}`);
    expect(((await byId.json()) as { articles: unknown[] }).articles).toEqual(byPii.articles);
    const book = await fetch(`${base}/sdfe/science/article/download/issue/metadata?isbn=978-0-00-000000-2`);
    expect(book.status).toBe(404);
    expect(((await book.json()) as { detail: string }).detail).toBe('No book with ISBN 978-0-00-000000-2');
    const both = await fetch(`${base}/sdfe/science/article/download/issue/metadata?pii=1&isbn=9780000000002`);
    expect(both.status).toBe(400);
  });

  it('caps full-issue downloads per day: 429 with Retry-After', async () => {
    const base = await start({ issueDailyCap: 1 });
    const first = await postIssue(base, '192.0.2.30', issue.piis.slice(0, 1), (await issueMetadata(base, '192.0.2.30')).token);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const second = await postIssue(base, '192.0.2.30', issue.piis.slice(0, 1), (await issueMetadata(base, '192.0.2.30')).token);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('3600');
    expect(((await second.json()) as { detail: string }).detail).toBe(
      'You have reached the daily limit of 1 full-issue downloads. You can download more issues after midnight UTC.',
    );
    expect(events.filter((e) => e.kind === 'issue-zip' && e.denial === 'Limit_Exceeded').length).toBeGreaterThan(0);
  });

  it('zips chosen supplementary files; unknown or foreign eids are a 400 naming them', async () => {
    const big = 256 * 1024 * 1024;
    const bigFile = path.join(dir, 'big.mp4');
    await fs.writeFile(bigFile, Buffer.alloc(0));
    await fs.truncate(bigFile, big);
    const bigKey = createHash('sha256').update(`synthetic ${big}`).digest('hex');
    await storage.put(bigKey, bigFile);
    await fs.rm(bigFile);
    const small = Buffer.from('a,b\n1,2\n');
    const smallKey = await storeFile(small);
    const article = (await repo.article(issue.piis[0]!))!;
    await pool.query(
      `INSERT INTO assets (article_id, eid, attachment_type, file_basename, extension, filesize, storage_key) VALUES
       ($1, 'test-mmc1.csv', 'APPLICATION', 'mmc1', 'csv', $2, $3), ($1, 'test-mmc2.mp4', 'VIDEO', 'mmc2', 'mp4', $4, $5)`,
      [article.id, small.length, smallKey, big, bigKey],
    );
    const foreignEid =
      (await pool.query<{ eid: string }>('SELECT eid FROM assets WHERE article_id <> $1 LIMIT 1', [article.id])).rows[0]?.eid ??
      'other-article-eid';
    const base = await start({});
    const post = (eids: string[]) =>
      fetch(`${base}/sdfe/pdf/download/${article.pii}/attachments`, {
        method: 'POST',
        body: new URLSearchParams([...eids.map((e) => ['eids', e]), ['_csrf', 'x']]),
      });

    const bad = await post(['test-mmc1.csv', 'no-such-eid', foreignEid]);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toBe(`Not attachments of article ${article.pii}: no-such-eid, ${foreignEid}`);

    const rssBefore = process.memoryUsage().rss;
    let rssMax = rssBefore;
    const res = await post(['test-mmc1.csv', 'test-mmc2.mp4']);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${article.pii}-mmc.zip"`);
    const reader = res.body!.getReader();
    let received = 0;
    let first = true;
    const head: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (first) {
        // The zip is on its way while the big file is still being read.
        expect(opened.find((o) => o.key === bigKey)?.ended ?? false).toBe(false);
        first = false;
      }
      if (received < 1024) head.push(value);
      received += value.length;
      rssMax = Math.max(rssMax, process.memoryUsage().rss);
    }
    expect(received).toBeGreaterThan(big);
    expect(Buffer.concat(head).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    // Loosely: nowhere near the 256 MB file was held in memory at once.
    expect(rssMax - rssBefore).toBeLessThan(128 * 1024 * 1024);
    expect(events.at(-1)).toMatchObject({ kind: 'supplementary', articleId: Number(article.id) });
  }, 300_000);
});
