import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from '#src/db/migrate.server.ts';
import { updateRecommendations } from '#src/db/recommendation-builder.server.ts';
import { collectXmlFiles, ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

const MIGRATION = '0035_recommendation_signals_reference_dois.sql';

/** Each article's stored number of reference DOIs beside the number counted from its references. */
async function storedAndCounted(pool: pg.Pool): Promise<{ stored: string[]; counted: string[] }> {
  const stored = await pool.query<{ t: string }>(
    "SELECT article_id || ':' || reference_dois AS t FROM recommendation_signals ORDER BY article_id",
  );
  const counted = await pool.query<{ t: string }>(
    `SELECT s.article_id || ':' || (SELECT count(DISTINCT lower(r.doi)) FROM article_references r WHERE r.article_id = s.article_id AND r.doi IS NOT NULL) AS t
     FROM recommendation_signals s ORDER BY s.article_id`,
  );
  return { stored: stored.rows.map((r) => r.t), counted: counted.rows.map((r) => r.t) };
}

/** The term counts as kept (migration 0032's triggers). */
async function termCounts(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ t: string }>("SELECT term || ':' || df AS t FROM recommendation_term_df ORDER BY term");
  return rows.map((r) => r.t);
}

let pool: pg.Pool;
beforeAll(() => {
  pool = openTestPool();
});
afterAll(async () => {
  await pool.end();
});

describe("migration 0035: each article's number of reference DOIs kept with its recommendation signals", () => {
  it('counts them for stored articles, again without change, and keeps them as articles are added and re-ingested', async () => {
    const files = (await collectXmlFiles([SAMPLES_DIR])).files.sort();
    const run = await ingestPaths(pool, files.slice(0, 12), { maxBytes: 20 * 1024 * 1024, refreshTopics: false });
    expect(run.failures).toEqual([]);
    const terms = await termCounts(pool);
    expect(terms.length).toBeGreaterThan(100);

    // The database as it was before 0035: no column, the migration not recorded.
    await pool.query('ALTER TABLE recommendation_signals DROP COLUMN reference_dois');
    await pool.query('DELETE FROM schema_migrations WHERE name = $1', [MIGRATION]);
    expect(await runMigrations(pool)).toEqual([MIGRATION]);
    const after = await storedAndCounted(pool);
    expect(after.stored).toEqual(after.counted);
    // Articles with references and articles without: both counted.
    expect(after.stored.some((t) => t.endsWith(':0'))).toBe(after.counted.some((t) => t.endsWith(':0')));
    expect(after.stored.filter((t) => !t.endsWith(':0')).length).toBeGreaterThan(5);
    // Only the new column changed: the term counts are as they were, the update trigger enabled again.
    expect(await termCounts(pool)).toEqual(terms);
    const { rows: triggers } = await pool.query<{ enabled: string }>(
      "SELECT tgenabled AS enabled FROM pg_trigger WHERE tgname = 'recommendation_terms_counted_update'",
    );
    expect(triggers).toEqual([{ enabled: 'O' }]);

    // Run again by hand (a partial earlier run, a restore): nothing changes.
    await pool.query(await fs.readFile(path.join(MIGRATIONS_DIR, MIGRATION), 'utf8'));
    expect((await storedAndCounted(pool)).stored).toEqual(after.stored);

    // New articles get theirs with their signals; an article that loses its references, its new count.
    const more = await ingestPaths(pool, files.slice(12, 20), { maxBytes: 20 * 1024 * 1024, refreshTopics: false });
    expect(more.failures).toEqual([]);
    const { rows: withRefs } = await pool.query<{ id: string }>(
      'SELECT article_id AS id FROM recommendation_signals WHERE reference_dois > 0 ORDER BY article_id LIMIT 1',
    );
    await pool.query('UPDATE article_references SET doi = NULL WHERE article_id = $1', [withRefs[0]!.id]);
    await updateRecommendations(pool, [withRefs[0]!.id]);
    const now = await storedAndCounted(pool);
    expect(now.stored).toEqual(now.counted);
    expect(now.stored).toContain(`${withRefs[0]!.id}:0`);
    expect(now.stored.length).toBe(after.stored.length + 8);
  }, 180_000);
});
