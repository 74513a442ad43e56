import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRecommendations } from '#src/db/recommendation-builder.server.ts';
import { collectXmlFiles, ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

/** Each article's list as "rank:recommended DOI", by article DOI. */
async function lists(pool: pg.Pool, dois: readonly string[]): Promise<Record<string, string[]>> {
  const { rows } = await pool.query<{ doi: string; list: string[] }>(
    `SELECT a.doi, array_agg(r.rank || ':' || b.doi ORDER BY r.rank) AS list
     FROM articles a JOIN recommendations r ON r.article_id = a.id JOIN articles b ON b.id = r.recommended_article_id
     WHERE a.doi = ANY($1::text[]) GROUP BY a.doi`,
    [dois],
  );
  return Object.fromEntries(rows.map((r) => [r.doi, r.list]));
}

describe('recommendations updated after an ingest run from stored signals', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = openTestPool();
  });
  afterAll(async () => {
    await pool.end();
  });

  it("the run's articles get the lists a full rebuild gives them; every article's signals are stored once", async () => {
    const files = (await collectXmlFiles([SAMPLES_DIR])).files.sort();
    for (const run of [files.slice(0, 30), files.slice(30)]) {
      const summary = await ingestPaths(pool, run, { maxBytes: 20 * 1024 * 1024, refreshTopics: false });
      expect(summary.failures).toEqual([]);
    }
    const signals = await pool.query<{ articles: number; stored: number }>(
      'SELECT (SELECT count(*)::int FROM articles) AS articles, (SELECT count(*)::int FROM recommendation_signals) AS stored',
    );
    expect(signals.rows[0]!.stored).toBe(signals.rows[0]!.articles);
    const last = (
      await pool.query<{ doi: string }>('SELECT doi FROM articles ORDER BY updated_at DESC, id DESC LIMIT $1', [files.length - 30])
    ).rows.map((r) => r.doi);
    const updated = await lists(pool, last);
    expect(Object.keys(updated).length).toBeGreaterThan(5);
    await refreshRecommendations(pool);
    expect(await lists(pool, last)).toEqual(updated);
  });
});
