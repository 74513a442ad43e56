import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRecommendations } from '#src/db/recommendation-builder.server.ts';
import { collectXmlFiles, ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

const MAX_BYTES = 20 * 1024 * 1024;

type Lists = Record<string, string[]>;

/** Every stored list as DOI → recommended DOIs, best first. */
async function lists(pool: pg.Pool): Promise<Lists> {
  const { rows } = await pool.query<{ doi: string; recommended: string[] }>(
    `SELECT a.doi, array_agg(b.doi ORDER BY r.rank) AS recommended FROM recommendations r
     JOIN articles a ON a.id = r.article_id JOIN articles b ON b.id = r.recommended_article_id GROUP BY a.doi ORDER BY a.doi`,
  );
  return Object.fromEntries(rows.map((r) => [r.doi, r.recommended]));
}

describe('after an ingest run, recommendations are updated around the new articles', () => {
  let pool: pg.Pool;
  let first: string[];
  let added: string[];
  beforeAll(async () => {
    pool = openTestPool();
    const elife = (await collectXmlFiles([path.join(SAMPLES_DIR, 'elife')])).files;
    first = elife.slice(0, 14);
    added = elife.slice(14, 20);
  });
  afterAll(() => pool.end());

  it('the new articles get lists, an older article takes a new one, and the store equals a full rebuild', async () => {
    expect((await ingestPaths(pool, first, { maxBytes: MAX_BYTES, refreshTopics: false })).failed).toBe(0);
    const before = await lists(pool);
    const summary = await ingestPaths(pool, added, { maxBytes: MAX_BYTES, refreshTopics: false });
    expect(summary).toMatchObject({ ingested: added.length, failed: 0 });
    const after = await lists(pool);
    const newDois = (await pool.query<{ doi: string }>('SELECT doi FROM articles WHERE source_file = ANY($1)', [added.map((f) => path.basename(f))])).rows.map((r) => r.doi);
    expect(newDois).toHaveLength(added.length);
    // The new articles have lists of their own …
    expect(newDois.filter((doi) => (after[doi] ?? []).length > 0).length).toBeGreaterThan(added.length / 2);
    // … and an older article that had none of them now recommends one.
    const olderTakingNew = Object.keys(before).filter((doi) => !newDois.includes(doi) && after[doi]?.some((d) => newDois.includes(d)));
    expect(olderTakingNew.length).toBeGreaterThan(0);
    // On this small set every list is around a new article: the update equals a rebuild from scratch.
    await refreshRecommendations(pool);
    expect(after).toEqual(await lists(pool));
  });

  it('re-ingesting an article changes nothing when its text did not change', async () => {
    const stored = await lists(pool);
    expect((await ingestPaths(pool, [added[0]!], { maxBytes: MAX_BYTES, refreshTopics: false })).updated).toBe(1);
    expect(await lists(pool)).toEqual(stored);
  });
});
