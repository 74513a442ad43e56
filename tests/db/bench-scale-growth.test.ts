import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrower } from '../../bench/scale/grow.ts';
import { assertSchemaUnchanged, dropForBulkCopy, restoreAfterBulkCopy, schemaSnapshot } from '../../bench/scale/deferred-indexes.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { sample } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

// elife00573 (an Insight) cites elife00461: the copies' citation link joins the two copies.
const FILES = [sample('elife/elife00461.xml'), sample('elife/elife00573.xml')];
const TABLES = ['articles', 'article_references', 'citation_links', 'contributors', 'topic_occurrences'];

describe('bench:scale growth: copies with every index and constraint the migrations made', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = openTestPool();
    await pool.query('TRUNCATE articles, publications, issues CASCADE');
    expect((await ingestPaths(pool, FILES, { maxBytes: 20 * 1024 * 1024 })).failed).toBe(0);
  });
  afterAll(() => pool.end());

  it('grows to the target; the catalogue afterwards equals the one before, indexes valid and constraints validated', async () => {
    const before = await schemaSnapshot(pool, TABLES);
    expect(before.some((l) => l.startsWith('index articles_search_head_idx on articles: CREATE INDEX'))).toBe(true);
    expect(before.some((l) => l.startsWith('constraint citation_links_cited_article_id_fkey on citation_links'))).toBe(true);
    const grower = await createGrower(pool, { batchSize: 1000, parallel: 2 });
    const step = await grower.growTo(6);
    expect(await grower.count()).toBe(6);
    expect(step.rebuildSeconds).toBeGreaterThan(0);
    expect(await schemaSnapshot(pool, TABLES)).toEqual(before);
    const copies = await pool.query<{ doi: string; pii: string; model_doi: string; model_pii: string }>(
      "SELECT doi, pii, model->>'doi' AS model_doi, model->>'pii' AS model_pii FROM articles WHERE doi LIKE '10.99998/%' ORDER BY id",
    );
    expect(copies.rows).toHaveLength(4);
    for (const c of copies.rows) {
      expect(c.model_doi).toBe(c.doi);
      expect(c.model_pii).toBe(c.pii);
    }
    const links = await pool.query<{ citing: string; cited: string }>(
      `SELECT c.doi AS citing, d.doi AS cited FROM citation_links l
       JOIN articles c ON c.id = l.citing_article_id JOIN articles d ON d.id = l.cited_article_id WHERE c.doi LIKE '10.99998/%'`,
    );
    expect(links.rows.length).toBeGreaterThan(0);
    for (const l of links.rows) expect(l.cited).toMatch(/^10\.99998\//);
  });

  it('fails loudly when an index the migrations made is missing after the copy', async () => {
    const before = await schemaSnapshot(pool, TABLES);
    const deferred = await dropForBulkCopy(pool, [{ name: 'articles', keep: 'id' }]);
    expect(deferred.indexes.map((i) => i.name)).toContain('articles_title_trgm_idx');
    await restoreAfterBulkCopy(
      pool,
      { ...deferred, indexes: deferred.indexes.filter((i) => i.name !== 'articles_title_trgm_idx') },
      2,
      '64MB',
    );
    await expect(assertSchemaUnchanged(pool, TABLES, before)).rejects.toThrow(/missing: index articles_title_trgm_idx on articles/);
    await pool.query(deferred.indexes.find((i) => i.name === 'articles_title_trgm_idx')!.definition);
    await assertSchemaUnchanged(pool, TABLES, before);
  });
});
