import fs from 'node:fs/promises';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createAssetRepository } from '#src/db/asset-repository.server.ts';
import { createUsageRepository } from '#src/db/usage-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { createUsageRecorder } from '#src/server/counter/usage-recorder.server.ts';
import { ingestMediaPackage } from '../setup/media-package.ts';
import { listen, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Supplementary files served from /media are COUNTER investigations; figures and later byte ranges are not uses. */
describe('COUNTER usage of /media supplementary downloads', () => {
  let pool: pg.Pool;
  let dir: string;
  let site: RunningApp;
  let eidOf: Record<string, string>;

  beforeAll(async () => {
    pool = openTestPool();
    const media = await ingestMediaPackage(pool, 'lectern-counter-media-');
    ({ dir, eidOf } = media);
    expect(media.attachmentTypeOf.webm).toBe('VIDEO');
    const log = pino({ level: 'silent' });
    const usage = createUsageRepository(pool);
    site = await listen(
      createApp({
        access: ALL_CONTENT_OPEN,
        articles: createArticleRepository(pool),
        log,
        media: { baseUrl: '/media', assets: createAssetRepository(pool), storage: media.storage },
        counter: { usage, recorder: createUsageRecorder(usage, log) },
      }),
    );
  });
  afterAll(async () => {
    await site?.close();
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const uses = async () =>
    (
      await pool.query<{ kind: string; activity: string; denial: string | null }>(
        'SELECT kind, activity, denial FROM usage_events ORDER BY id',
      )
    ).rows;
  const get = (eid: string, headers: Record<string, string> = {}) =>
    fetch(`${site.base}/media/${eid}`, { headers: { 'User-Agent': CHROME, ...headers } });

  it('a video download is one investigation; its later byte ranges, HEAD, figures and robots are not uses', async () => {
    expect((await get(eidOf.webm!)).status).toBe(200);
    await expect.poll(uses).toEqual([{ kind: 'supplementary', activity: 'investigation', denial: null }]);
    expect((await get(eidOf.webm!, { Range: 'bytes=5000-' })).status).toBe(206);
    expect((await fetch(`${site.base}/media/${eidOf.webm!}`, { method: 'HEAD', headers: { 'User-Agent': CHROME } })).status).toBe(200);
    expect((await get(eidOf.png!)).status).toBe(200);
    expect((await get(eidOf.vtt!)).status).toBe(200);
    expect((await get(eidOf.webm!, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).status).toBe(200);
    // Played again from the start at once: the same click (40 s later it would count again).
    expect((await get(eidOf.webm!, { Range: 'bytes=0-' })).status).toBe(206);
    // Recording runs after each response: the last request (most work) folding in means the others are done too.
    await expect
      .poll(async () => (await pool.query<{ clicks: number }>('SELECT clicks FROM usage_events')).rows.map((r) => r.clicks))
      .toEqual([2]);
    expect(await uses()).toEqual([{ kind: 'supplementary', activity: 'investigation', denial: null }]);
  });
});
