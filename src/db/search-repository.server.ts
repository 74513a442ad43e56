import type pg from 'pg';
import { sameLabelCodes } from '#src/shared/article/article-type-label.ts';
import type { SearchOptions, SearchPage } from '#src/shared/article/article-reader.ts';
import { roundEstimate, SEARCH_EXACT_COUNT } from '#src/shared/search/search-count.ts';
import { MARK_END, MARK_START } from '#src/shared/search/search-highlight.ts';
import { SEARCH_PAGE_SIZE, type SearchRequest } from '#src/shared/search/search-query.ts';
import { OPEN_ACCESS_SQL, SUMMARY_COLUMNS, toSummary, type SummaryRow } from './article-summary.server.ts';
import { withTransaction } from './transaction.server.ts';

/*
 * Full-text search over the weighted `search` tsvector (title A; abstracts and keywords B;
 * authors, subjects and journal C; body D) with websearch syntax: "phrases", OR, -not.
 *
 * Known-item search: a query that is an article's whole title (ignoring case and
 * punctuation) ranks it first, and any title that contains the query as a phrase ranks
 * above body-only matches. Titles are also found when websearch syntax would misread them
 * (a title with "or", a leading "-", or quotes): the phrase of the plain words matches.
 *
 * Work per query is bounded, whatever the corpus size: by relevance, the candidates are at
 * most SEARCH_EXACT_COUNT title matches, head matches (title, abstracts, keywords, authors,
 * subjects, journal) and full-text matches each, taken from the GIN indexes, and only they
 * are ranked, cheaply (SCORE below), never reading the body's lexemes. By date, the
 * newest matches are read in index order up to the page. Hits are counted exactly up to
 * SEARCH_EXACT_COUNT; past it the count is the planner's estimate (db/migrations/0024).
 */

/*
 * The cheap rank reads only the index-sized columns, never a tsvector's positions: the whole
 * title first, then titles holding the query as a phrase, titles holding its words, matches in
 * the head (abstracts, keywords, authors, subjects, journal), then the rest; newest first within each.
 */
const TITLE_PHRASE = `(numnode(q.pq) > 0 AND a.search_title @@ q.pq)`;
const TITLE_KEY = `(q.tk <> '' AND a.title_key = q.tk)`;
const SCORE = `CASE WHEN ${TITLE_KEY} THEN 8 ELSE 0 END + CASE WHEN ${TITLE_PHRASE} THEN 4 ELSE 0 END
  + CASE WHEN a.search_title @@ q.wq THEN 2 ELSE 0 END + c.head`;
/**
 * What matches, with the query inlined and written as index conditions only (an empty phrase query or
 * title key matches nothing by itself), so that a bitmap scan never re-tests a row's whole
 * search vector: the planner also sees how common the words are.
 */
const MATCH_INLINE = `(a.search @@ websearch_to_tsquery('english', $1::text)
  OR a.search_title @@ phraseto_tsquery('english', $1::text) OR a.title_key = nullif(lectern_title_key($1::text), ''))`;
const QUERIES = `WITH q AS (
  SELECT websearch_to_tsquery('english', $1) AS wq, phraseto_tsquery('english', $1) AS pq, lectern_title_key($1) AS tk)`;
/** The filter conditions, their five values as $2…$6. */
const FILTERS = `($2::int IS NULL OR a.publication_year >= $2) AND ($3::int IS NULL OR a.publication_year <= $3)
  AND ($4::text IS NULL OR a.publication_id = (SELECT id FROM publications WHERE slug = $4))
  AND ($5::text[] IS NULL OR a.article_type = ANY($5::text[])) AND ($6::boolean IS NULL OR ${OPEN_ACCESS_SQL} = $6)`;
const FROM = 'FROM articles a JOIN publications p ON p.id = a.publication_id CROSS JOIN q';
/** Up to SEARCH_EXACT_COUNT articles that match `condition`, in index order. */
const BRANCH = (condition: string, head: 0 | 1) =>
  `(SELECT a.id, ${head} AS head ${FROM} WHERE ${condition} AND ${FILTERS} LIMIT ${SEARCH_EXACT_COUNT})`;

/** The page's article ids in order: $7 rows skipped, $8 rows. */
const PAGE_IDS = {
  relevance: `candidates AS (
       SELECT id, max(head) AS head FROM (
         ${BRANCH(`(${TITLE_PHRASE} OR ${TITLE_KEY} OR a.search_title @@ q.wq)`, 1)}
         UNION ALL ${BRANCH('a.search_head @@ q.wq', 1)}
         UNION ALL ${BRANCH('a.search @@ q.wq', 0)}
       ) b GROUP BY id
     ), page AS (
       SELECT a.id, row_number() OVER (ORDER BY ${SCORE} DESC, a.publication_date DESC NULLS LAST, a.id DESC) AS ord
       FROM candidates c JOIN articles a ON a.id = c.id CROSS JOIN q
       ORDER BY ord OFFSET $7 LIMIT $8
     )`,
  // The query inlined (MATCH_INLINE): index conditions only, so the bitmap of the hits is sorted without re-testing rows.
  date: `page AS (
       SELECT a.id, row_number() OVER (ORDER BY a.publication_date DESC NULLS LAST, a.id DESC) AS ord
       FROM articles a JOIN publications p ON p.id = a.publication_id
       WHERE ${MATCH_INLINE} AND ${FILTERS} ORDER BY a.publication_date DESC NULLS LAST, a.id DESC OFFSET $7 LIMIT $8
     )`,
} as const;

// Markers are private-use characters, removed from the text first so the text cannot fake a highlight.
const quote = (s: string) => `"${s}"`;
const MARKERS = `StartSel=${quote(MARK_START)}, StopSel=${quote(MARK_END)}`;
const TITLE_OPTIONS = `HighlightAll=true, ${MARKERS}`;
const ABSTRACT_OPTIONS = `MaxFragments=2, MaxWords=32, MinWords=12, ShortWord=2, FragmentDelimiter=" … ", ${MARKERS}`;
const STRIP = (column: string) => `translate(${column}, $9, '')`;
/**
 * The query snippets of long texts mark: any one of the searched words (the lexemes of the
 * query that are not negated), or the phrase's when websearch syntax leaves none. An AND of a
 * long title's words (and more so with its phrase) makes ts_headline search an abstract for
 * covers, tens to hundreds of milliseconds per result; titles are short and keep the full query.
 */
const SNIPPET_QUERY = `coalesce((SELECT string_agg(m[1], ' | ')::tsquery
    FROM regexp_matches((CASE WHEN numnode(q.wq) > 0 THEN q.wq ELSE q.pq END)::text, '(?:^|[^!])(''(?:[^'']|'''')*'')', 'g') AS m),
  q.wq)`;

interface HitRow extends SummaryRow {
  title_hl: string;
  abstract_hl: string | null;
  keywords_hl: string | null;
}

/**
 * Runs `work` with sequential scans of articles ruled out: for a common term the planner
 * would read the table in order until the limit, testing each row's whole search vector
 * (detoasting it) — costlier than its model knows, and the index answers the same question.
 */
async function indexOnly<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, bitmapOnly = false): Promise<T> {
  return withTransaction(pool, async (client) => {
    await client.query('SET LOCAL enable_seqscan = off');
    // By date: walking articles_recent_idx tests each row's search vector until the page is full,
    // ruinous for a word in a few percent of articles; the bitmap of the hits, sorted, is bounded.
    if (bitmapOnly) await client.query('SET LOCAL enable_indexscan = off');
    return work(client);
  });
}

/** One page of results for a validated request. */
export async function searchArticles(pool: pg.Pool, request: SearchRequest, pageSize = SEARCH_PAGE_SIZE): Promise<SearchPage> {
  if (!request.qs) return { hitCount: 0, estimated: false, results: [] };
  const f = request.filters;
  const matchParams = [
    request.qs,
    f.yearFrom ?? null,
    f.yearTo ?? null,
    f.publication ?? null,
    f.type ? sameLabelCodes(f.type) : null,
    f.openAccess ?? null,
  ];
  const first = (request.page - 1) * pageSize;
  const [res, count] = await Promise.all([
    indexOnly(
      pool,
      (client) =>
        client.query<HitRow>(
          `${QUERIES}, ${PAGE_IDS[request.sort]}
       SELECT ${SUMMARY_COLUMNS},
         ts_headline('english', ${STRIP('a.title')}, q.wq || q.pq, $10) AS title_hl,
         nullif(ts_headline('english', ${STRIP('a.search_abstract')}, ${SNIPPET_QUERY}, $11), '') AS abstract_hl,
         nullif(ts_headline('english', ${STRIP('a.search_keywords')}, ${SNIPPET_QUERY}, $10), '') AS keywords_hl
       FROM page r JOIN articles a ON a.id = r.id JOIN publications p ON p.id = a.publication_id CROSS JOIN q
       ORDER BY r.ord`,
          [...matchParams, first, pageSize, MARK_START + MARK_END, TITLE_OPTIONS, ABSTRACT_OPTIONS],
        ),
      request.sort === 'date',
    ),
    countHits(pool, matchParams),
  ]);
  return {
    ...count,
    results: res.rows.map((r) => ({
      ...toSummary(r),
      highlights: { title: r.title_hl, abstract: r.abstract_hl, keywords: r.keywords_hl },
    })),
  };
}

/** Exact up to SEARCH_EXACT_COUNT hits (reading no more), else the planner's estimate of the matches. */
async function countHits(pool: pg.Pool, matchParams: unknown[]): Promise<{ hitCount: number; estimated: boolean }> {
  const res = await indexOnly(pool, (client) =>
    client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM articles a JOIN publications p ON p.id = a.publication_id
       WHERE ${MATCH_INLINE} AND ${FILTERS} LIMIT ${SEARCH_EXACT_COUNT + 1}) s`,
      matchParams,
    ),
  );
  const n = res.rows[0]!.n;
  if (n <= SEARCH_EXACT_COUNT) return { hitCount: n, estimated: false };
  // The query inlined (no CTE) so the planner sees the tsquery and uses the lexeme statistics.
  const plan = await pool.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM articles a JOIN publications p ON p.id = a.publication_id
     WHERE a.search @@ websearch_to_tsquery('english', $1::text) AND ${FILTERS}`,
    matchParams,
  );
  return { hitCount: roundEstimate(plan.rows[0]!['QUERY PLAN'][0]!.Plan['Plan Rows']), estimated: true };
}

/** The filter choices: publications that have articles, the article types in use and the year span. */
export async function searchOptions(pool: pg.Pool): Promise<SearchOptions> {
  const [publications, types, years] = await Promise.all([
    pool.query<{ slug: string; title: string }>(
      'SELECT p.slug, p.title FROM publications p WHERE EXISTS (SELECT 1 FROM articles a WHERE a.publication_id = p.id) ORDER BY p.title',
    ),
    // The distinct types by skipping through articles_type_idx: one probe per type, not a scan of every article.
    pool.query<{ article_type: string }>(
      `WITH RECURSIVE t AS (
         (SELECT article_type FROM articles ORDER BY article_type LIMIT 1)
         UNION ALL
         SELECT (SELECT a.article_type FROM articles a WHERE a.article_type > t.article_type ORDER BY a.article_type LIMIT 1)
         FROM t WHERE t.article_type IS NOT NULL
       ) SELECT article_type FROM t WHERE article_type IS NOT NULL`,
    ),
    pool.query<{ min: number | null; max: number | null }>(
      'SELECT min(publication_year) AS min, max(publication_year) AS max FROM articles',
    ),
  ]);
  const span = years.rows[0];
  return {
    publications: publications.rows,
    articleTypes: types.rows.map((r) => r.article_type),
    years: span?.min != null && span.max != null ? { min: span.min, max: span.max } : null,
  };
}
