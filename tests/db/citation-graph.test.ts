import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { sample } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

// elife00573 (an Insight) cites elife00461 (the research article it discusses) by DOI.
const CITING = sample('elife/elife00573.xml');
const CITED = sample('elife/elife00461.xml');
const MAX_BYTES = 20 * 1024 * 1024;

async function links(pool: pg.Pool): Promise<Array<{ citing: string; cited: string }>> {
  const { rows } = await pool.query<{ citing: string; cited: string }>(
    `SELECT c.doi AS citing, d.doi AS cited FROM citation_links l
     JOIN articles c ON c.id = l.citing_article_id JOIN articles d ON d.id = l.cited_article_id`,
  );
  return rows;
}

describe('citation graph: a reference resolves to a stored article whatever the ingest order', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = openTestPool();
  });
  beforeEach(() => pool.query('TRUNCATE articles, publications, issues CASCADE'));
  afterAll(() => pool.end());

  it.each([
    ['cited article first', [CITED, CITING]],
    ['citing article first', [CITING, CITED]],
  ])('%s', async (_order, files) => {
    for (const file of files) expect((await ingestPaths(pool, [file], { maxBytes: MAX_BYTES })).failed).toBe(0);
    expect(await links(pool)).toContainEqual({ citing: '10.7554/eLife.00573', cited: '10.7554/eLife.00461' });
  });

  it('re-ingesting the cited article keeps the links pointing at it', async () => {
    await ingestPaths(pool, [CITING, CITED], { maxBytes: MAX_BYTES });
    await ingestPaths(pool, [CITED], { maxBytes: MAX_BYTES });
    expect(await links(pool)).toContainEqual({ citing: '10.7554/eLife.00573', cited: '10.7554/eLife.00461' });
  });

  it('related-article links (insight → research article) resolve too', async () => {
    await ingestPaths(pool, [CITING, CITED], { maxBytes: MAX_BYTES });
    const { rows } = await pool.query<{ relation: string; doi: string }>(
      `SELECT l.relation, r.doi FROM related_article_links l JOIN articles r ON r.id = l.related_article_id`,
    );
    expect(rows).toContainEqual(expect.objectContaining({ doi: '10.7554/eLife.00461' }));
  });
});
