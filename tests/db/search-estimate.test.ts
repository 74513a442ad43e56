import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchArticles } from '#src/db/search-repository.server.ts';
import { SEARCH_EXACT_COUNT } from '#src/shared/search/search-count.ts';
import type { SearchRequest } from '#src/shared/search/search-query.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';

const request = (qs: string, more: Partial<SearchRequest> = {}): SearchRequest => ({
  qs,
  sort: 'relevance',
  page: 1,
  filters: {},
  ...more,
});

describe('search past the exact-count limit (bounded candidates, estimated count)', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
    // 30 copies of every sample row (new identifiers, "Copy n:" titles, the same search vectors, a small model): > 1,000 articles.
    const columns = (
      await pool.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'articles' AND is_generated = 'NEVER'
         AND column_default IS NULL AND column_name NOT IN ('pii', 'eid', 'doi', 'title', 'model') ORDER BY ordinal_position`,
      )
    ).rows.map((r) => r.column_name);
    await pool.query(
      `INSERT INTO articles (pii, eid, doi, title, model, ${columns.join(', ')})
       SELECT 'SCOPY' || lpad(g::text, 3, '0') || a.id, 'copy-' || g || '-' || a.id, NULL, 'Copy ' || g || ': ' || a.title,
         jsonb_build_object('abstracts', a.model -> 'abstracts', 'keywords', a.model -> 'keywords'), ${columns.map((c) => `a.${c}`).join(', ')}
       FROM articles a CROSS JOIN generate_series(1, 30) g`,
    );
    await pool.query('ANALYZE articles');
  }, 300_000);
  afterAll(() => pool.end());

  it('a common word: "About N results" from the estimate, a full first page, and the pages reach the ranked candidates', async () => {
    const page = await searchArticles(pool, request('cell'));
    expect(page.estimated).toBe(true);
    expect(page.hitCount).toBeGreaterThan(SEARCH_EXACT_COUNT);
    expect(page.results).toHaveLength(20);
    const fiftieth = await searchArticles(pool, request('cell', { page: 50 }));
    expect(fiftieth.results).toHaveLength(20);
    const first = new Set(page.results.map((r) => r.pii));
    expect(fiftieth.results.some((r) => first.has(r.pii))).toBe(false);
  });

  it('known items still come first among their copies, and date order is newest first', async () => {
    const { rows } = await pool.query<{ pii: string; title: string }>(
      "SELECT pii, title FROM articles WHERE pii NOT LIKE 'SCOPY%' ORDER BY pii LIMIT 10",
    );
    for (const { pii, title } of rows) expect((await searchArticles(pool, request(title.slice(0, 250)))).results[0]?.pii).toBe(pii);
    const byDate = await searchArticles(pool, request('protein', { sort: 'date' }));
    const dates = byDate.results.map((r) => r.publicationDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('by date, a common word lists exactly the newest matches, page after page', async () => {
    for (const page of [1, 3]) {
      const { rows } = await pool.query<{ pii: string }>(
        `SELECT pii FROM articles WHERE search @@ lectern_search_query('cell')
         ORDER BY publication_date DESC NULLS LAST, id DESC OFFSET $1 LIMIT 20`,
        [(page - 1) * 20],
      );
      const byDate = await searchArticles(pool, request('cell', { sort: 'date', page }));
      expect(byDate.results.map((r) => r.pii)).toEqual(rows.map((r) => r.pii));
    }
  });

  it('a rare word is still counted exactly', async () => {
    const page = await searchArticles(pool, request('complexin'));
    expect(page.estimated).toBe(false);
    expect(page.hitCount).toBeLessThanOrEqual(SEARCH_EXACT_COUNT);
    expect(page.hitCount % 31).toBe(0);
  });
});
