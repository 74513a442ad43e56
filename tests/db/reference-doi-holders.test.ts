import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from '#src/db/migrate.server.ts';
import { collectXmlFiles, ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

const MIGRATION = '0034_reference_doi_holders.sql';

/** The reference DOI indexes of article_references, by name. */
async function doiIndexes(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ indexname: string }>(
    "SELECT indexname FROM pg_indexes WHERE tablename = 'article_references' AND indexdef LIKE '%lower(doi)%' ORDER BY indexname",
  );
  return rows.map((r) => r.indexname);
}

/** Each DOI's holders as the recommendations update looks them up (one lookup per DOI). */
async function holders(pool: pg.PoolClient | pg.Pool, dois: string[]): Promise<string[]> {
  const { rows } = await pool.query<{ h: string }>(
    `SELECT d.doi || ' ' || r.article_id AS h FROM unnest($1::text[]) AS d(doi)
     CROSS JOIN LATERAL (SELECT DISTINCT article_id FROM article_references r WHERE lower(r.doi) = d.doi AND r.doi IS NOT NULL) r
     ORDER BY 1`,
    [dois],
  );
  return rows.map((r) => r.h);
}

let pool: pg.Pool;
beforeAll(() => {
  pool = openTestPool();
});
afterAll(async () => {
  await pool.end();
});

describe('migration 0034: reference DOI holders from the index alone', () => {
  it('applies on a database with articles, again without change, and the lookup finds the holders a scan finds', async () => {
    const files = (await collectXmlFiles([SAMPLES_DIR])).files.sort().slice(0, 12);
    const run = await ingestPaths(pool, files, { maxBytes: 20 * 1024 * 1024, refreshTopics: false, refreshRecommendations: false });
    expect(run.failures).toEqual([]);
    // The database as it was before 0034: its index, and the migration not recorded.
    await pool.query('DROP INDEX article_references_doi_holders_idx');
    await pool.query('CREATE INDEX article_references_doi_idx ON article_references (lower(doi)) WHERE doi IS NOT NULL');
    await pool.query('DELETE FROM schema_migrations WHERE name = $1', [MIGRATION]);
    expect(await doiIndexes(pool)).toEqual(['article_references_doi_idx']);

    expect(await runMigrations(pool)).toEqual([MIGRATION]);
    expect(await doiIndexes(pool)).toEqual(['article_references_doi_holders_idx']);
    // Run again by hand (a partial earlier run, a restore): nothing changes.
    await pool.query(await fs.readFile(path.join(MIGRATIONS_DIR, MIGRATION), 'utf8'));
    expect(await doiIndexes(pool)).toEqual(['article_references_doi_holders_idx']);

    const { rows } = await pool.query<{ doi: string }>(
      'SELECT lower(doi) AS doi FROM article_references WHERE doi IS NOT NULL GROUP BY lower(doi) ORDER BY count(*) DESC, 1 LIMIT 50',
    );
    const dois = rows.map((r) => r.doi);
    expect(dois.length).toBeGreaterThan(10);
    const scanned = await pool.query<{ h: string }>(
      `SELECT DISTINCT lower(doi) || ' ' || article_id AS h FROM article_references WHERE doi IS NOT NULL AND lower(doi) = ANY($1::text[]) ORDER BY 1`,
      [dois],
    );
    expect(await holders(pool, dois)).toEqual(scanned.rows.map((r) => r.h));

    // What the index is for: the lookup reads no table row (a tiny table would be scanned, so scans are off).
    await pool.query('VACUUM article_references');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      await client.query('SET LOCAL enable_bitmapscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT DISTINCT article_id FROM article_references r WHERE lower(r.doi) = $1 AND r.doi IS NOT NULL`,
        [dois[0]],
      );
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('Index Only Scan using article_references_doi_holders_idx');
      expect(await holders(client, dois)).toEqual(scanned.rows.map((r) => r.h));
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
  }, 120_000);
});
