import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPool } from '../setup/test-database.ts';

/*
 * lectern_search_query (db/migrations/0033): the query search matches whole articles with, where a
 * hyphenated word's phrase (compound <-> parts) becomes the compound alone, so the index answers
 * without reading each hit's whole search vector. It must match exactly what websearch_to_tsquery does.
 */
describe('the whole-article search query: hyphenated words by their compound', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = openTestPool();
  });
  afterAll(() => pool.end());

  const rewritten = async (query: string) =>
    (
      await pool.query<{ web: string; ours: string }>(
        "SELECT websearch_to_tsquery('english', $1)::text AS web, lectern_search_query($1)::text AS ours",
        [query],
      )
    ).rows[0]!;

  it.each([
    // [query, the query searched with]: one hyphenated word, two, three parts; the end of a quoted phrase; negated; OR.
    ['navigation Reverse-correlation optogenetics', `'navig' & 'reverse-correl' & 'optogenet'`],
    ['RNA-guided Rev-RRE', `'rna-guid' & 'rev-rr'`],
    ['a three-part-word', `'three-part-word'`],
    ['"cells under x-ray"', `'cell' <2> 'x-ray'`],
    ['protein -noise-induced', `'protein' & !'noise-induc'`],
    ['cell or x-ray', `'cell' | 'x-ray'`],
    // Left as websearch_to_tsquery gives them: more words after the compound in a phrase, stop words among the parts, no hyphen.
    ['"x-ray beams"', `'x-ray' <-> 'x' <-> 'ray' <-> 'beam'`],
    ['state-of-the-art', `'state-of-the-art' <-> 'state' <3> 'art'`],
    ['COVID-19', `'covid' <-> '-19'`],
    ['gene expression', `'gene' & 'express'`],
    ['"signaling pathway"', `'signal' <-> 'pathway'`],
  ])('%s → %s', async (query, expected) => {
    expect((await rewritten(query)).ours).toBe(expected);
  });

  it('stop words alone give the empty query, as websearch_to_tsquery does', async () => {
    expect(await rewritten('the of and')).toEqual({ web: '', ours: '' });
  });

  it('matches exactly the texts websearch_to_tsquery matches', async () => {
    const texts = [
      'Reverse-correlation analysis of larval navigation',
      'A reverse correlation, not hyphenated',
      'Correlation in reverse',
      'Noise-induced hearing loss; x-ray structures of RNA-guided complexes',
      'Beams of x-ray light; rays of x',
      'Cells under x-ray beams and a three-part-word',
      'State-of-the-art COVID-19 tests',
    ];
    const queries = [
      'reverse-correlation',
      'reverse correlation',
      '"reverse correlation"',
      'x-ray',
      '"under x-ray"',
      '"x-ray beams"',
      'noise-induced -x-ray',
      'RNA-guided or three-part-word',
      'state-of-the-art covid-19',
    ];
    const { rows } = await pool.query<{ text: string; query: string; web: boolean; ours: boolean }>(
      `SELECT t AS text, q AS query, to_tsvector('english', t) @@ websearch_to_tsquery('english', q) AS web,
         to_tsvector('english', t) @@ lectern_search_query(q) AS ours
       FROM unnest($1::text[]) t, unnest($2::text[]) q`,
      [texts, queries],
    );
    expect(rows.filter((r) => r.web !== r.ours)).toEqual([]);
    // The cases are not vacuous: some pairs match, some do not.
    expect(rows.some((r) => r.web) && rows.some((r) => !r.web)).toBe(true);
  });
});
