import { readFileSync } from 'node:fs';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { SAMPLES } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';
import { ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';

/** The article XML view (spec 000 §2: /sdfe/arp/pii/{pii}/xocs?entitledToken={token}) serves the stored source XML. */
describe('GET /sdfe/arp/pii/{pii}/xocs', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let base: string;
  const piiOf: Record<string, string> = {};

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elife00005, SAMPLES.elsevier]);
    Object.assign(piiOf, await piisBy(pool, 'source_file'));
    const app = createApp({ access: ALL_CONTENT_OPEN, articles: createArticleRepository(pool), log: pino({ level: 'silent' }) });
    running = await listen(app);
    base = running.base;
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  it.each([
    ['a JATS article', SAMPLES.elife00005, 'elife00005.xml'],
    ['an Elsevier article', SAMPLES.elsevier, 'S0960148113002048.norm-xml'],
  ])('serves %s byte for byte as inline XML that is never sniffed or scripted', async (_name, file, stored) => {
    const pii = piiOf[stored]!;
    const res = await fetch(`${base}/sdfe/arp/pii/${pii}/xocs?entitledToken=abc`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${pii}.xml"`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(await res.text()).toBe(readFileSync(file, 'utf8'));
  });

  it('answers 404 with a problem document for an unknown PII', async () => {
    const res = await fetch(`${base}/sdfe/arp/pii/S0000000000000000/xocs`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as { detail: string }).detail).toBe('No article XML for PII S0000000000000000');
  });

  it('re-ingesting replaces the stored XML rather than adding a second copy', async () => {
    await ingestPaths(pool, [SAMPLES.elife00005], { maxBytes: 20 * 1024 * 1024 });
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM article_sources');
    expect(rows[0]!.n).toBe(2);
  });

  it('rejects an over-long token like the other endpoints', async () => {
    const res = await fetch(`${base}/sdfe/arp/pii/${piiOf['elife00005.xml']}/xocs?entitledToken=${'x'.repeat(600)}`);
    expect(res.status).toBe(400);
  });
});
