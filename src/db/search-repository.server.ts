import type pg from 'pg';
import { sameLabelCodes } from '#src/shared/article/article-type-label.ts';
import type { SearchOptions, SearchPage } from '#src/shared/article/article-reader.ts';
import { MARK_END, MARK_START } from '#src/shared/search/search-highlight.ts';
import { SEARCH_PAGE_SIZE, type SearchRequest } from '#src/shared/search/search-query.ts';
import { OPEN_ACCESS_SQL, SUMMARY_COLUMNS, toSummary, type SummaryRow } from './article-summary.server.ts';

/*
 * Full-text search over the weighted `search` tsvector (title A; abstracts and keywords B;
 * authors, subjects and journal C; body D) with websearch syntax: "phrases", OR, -not.
 *
 * Known-item search: a query that is an article's whole title (ignoring case and
 * punctuation) ranks it first, and any title that contains the query as a phrase ranks
 * above body-only matches. Titles are also found when websearch syntax would misread them
 * (a title with "or", a leading "-", or quotes): the phrase of the plain words matches.
 */

// ts_rank_cd weights {D, C, B, A}, normalised to [0, 1) (flag 32), so the title boosts below dominate.
const RANK = `ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', a.search, q.wq, 32)`;
const TITLE_PHRASE = `(numnode(q.pq) > 0 AND to_tsvector('english', a.title) @@ q.pq)`;
const SCORE = `${RANK} + CASE WHEN a.title_key = q.tk THEN 2 ELSE 0 END + CASE WHEN ${TITLE_PHRASE} THEN 1 ELSE 0 END`;
const MATCH = `(a.search @@ q.wq OR (numnode(q.pq) > 0 AND a.search @@ q.pq AND ${TITLE_PHRASE}) OR (q.tk <> '' AND a.title_key = q.tk))`;
const QUERIES = `WITH q AS (
  SELECT websearch_to_tsquery('english', $1) AS wq, phraseto_tsquery('english', $1) AS pq, lectern_title_key($1) AS tk)`;
/** The filter conditions, their five values as $2…$6. */
const FILTERS = `($2::int IS NULL OR a.publication_year >= $2) AND ($3::int IS NULL OR a.publication_year <= $3)
  AND ($4::text IS NULL OR a.publication_id = (SELECT id FROM publications WHERE slug = $4))
  AND ($5::text[] IS NULL OR a.article_type = ANY($5::text[])) AND ($6::boolean IS NULL OR ${OPEN_ACCESS_SQL} = $6)`;
const ORDER = {
  relevance: 'score DESC, publication_date DESC NULLS LAST, id DESC',
  date: 'publication_date DESC NULLS LAST, score DESC, id DESC',
} as const;

// Markers are private-use characters, removed from the text first so the text cannot fake a highlight.
const quote = (s: string) => `"${s}"`;
const MARKERS = `StartSel=${quote(MARK_START)}, StopSel=${quote(MARK_END)}`;
const TITLE_OPTIONS = `HighlightAll=true, ${MARKERS}`;
const ABSTRACT_OPTIONS = `MaxFragments=2, MaxWords=32, MinWords=12, ShortWord=2, FragmentDelimiter=" … ", ${MARKERS}`;
const STRIP = (column: string) => `translate(${column}, $9, '')`;

interface HitRow extends SummaryRow {
  hit_count: string;
  title_hl: string;
  abstract_hl: string | null;
  keywords_hl: string | null;
}

/** One page of results for a validated request. */
export async function searchArticles(pool: pg.Pool, request: SearchRequest, pageSize = SEARCH_PAGE_SIZE): Promise<SearchPage> {
  if (!request.qs) return { hitCount: 0, results: [] };
  const f = request.filters;
  const matchParams = [request.qs, f.yearFrom ?? null, f.yearTo ?? null, f.publication ?? null, f.type ? sameLabelCodes(f.type) : null, f.openAccess ?? null];
  const first = (request.page - 1) * pageSize;
  const res = await pool.query<HitRow>(
    `${QUERIES}, hits AS (
       SELECT a.id, a.publication_date, ${SCORE} AS score FROM articles a JOIN publications p ON p.id = a.publication_id CROSS JOIN q WHERE ${MATCH} AND ${FILTERS}
     ), ranked AS (
       SELECT id, row_number() OVER (ORDER BY ${ORDER[request.sort]}) AS ord, count(*) OVER () AS hit_count FROM hits
     )
     SELECT ${SUMMARY_COLUMNS}, r.hit_count,
       ts_headline('english', ${STRIP('a.title')}, q.wq || q.pq, $10) AS title_hl,
       nullif(ts_headline('english', ${STRIP('a.search_abstract')}, q.wq || q.pq, $11), '') AS abstract_hl,
       nullif(ts_headline('english', ${STRIP('a.search_keywords')}, q.wq || q.pq, $10), '') AS keywords_hl
     FROM ranked r JOIN articles a ON a.id = r.id JOIN publications p ON p.id = a.publication_id CROSS JOIN q
     WHERE r.ord > $7 AND r.ord <= $7 + $8 ORDER BY r.ord`,
    [...matchParams, first, pageSize, MARK_START + MARK_END, TITLE_OPTIONS, ABSTRACT_OPTIONS],
  );
  const hitCount = res.rows[0] ? Number(res.rows[0].hit_count) : await countHits(pool, matchParams);
  return {
    hitCount,
    results: res.rows.map((r) => ({
      ...toSummary(r),
      highlights: { title: r.title_hl, abstract: r.abstract_hl, keywords: r.keywords_hl },
    })),
  };
}

/** The count alone, for a page past the last result (the page query then has no row to carry it). */
async function countHits(pool: pg.Pool, matchParams: unknown[]): Promise<number> {
  if (matchParams[0] === '') return 0;
  const res = await pool.query<{ n: number }>(
    `${QUERIES} SELECT count(*)::int AS n FROM articles a JOIN publications p ON p.id = a.publication_id CROSS JOIN q WHERE ${MATCH} AND ${FILTERS}`,
    matchParams,
  );
  return res.rows[0]!.n;
}

/** The filter choices: publications that have articles, the article types in use and the year span. */
export async function searchOptions(pool: pg.Pool): Promise<SearchOptions> {
  const [publications, types, years] = await Promise.all([
    pool.query<{ slug: string; title: string }>(
      'SELECT p.slug, p.title FROM publications p WHERE EXISTS (SELECT 1 FROM articles a WHERE a.publication_id = p.id) ORDER BY p.title',
    ),
    pool.query<{ article_type: string }>('SELECT DISTINCT article_type FROM articles ORDER BY article_type'),
    pool.query<{ min: number | null; max: number | null }>('SELECT min(publication_year) AS min, max(publication_year) AS max FROM articles'),
  ]);
  const span = years.rows[0];
  return {
    publications: publications.rows,
    articleTypes: types.rows.map((r) => r.article_type),
    years: span?.min != null && span.max != null ? { min: span.min, max: span.max } : null,
  };
}
