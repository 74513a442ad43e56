import { withTransaction } from './transaction.server.ts';
import type pg from 'pg';
import { sameLabelCodes } from '#src/shared/article/article-type-label.ts';
import type { SearchOptions, SearchPage } from '#src/shared/article/article-reader.ts';
import { countFromPage, roundEstimate, SEARCH_EXACT_COUNT } from '#src/shared/search/search-count.ts';
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
 *
 * Work per query is bounded, whatever the corpus size: by relevance, the candidates are at
 * most SEARCH_EXACT_COUNT title matches, head matches (title, abstracts, keywords, authors,
 * subjects, journal) and full-text matches each, taken from the GIN indexes, and only they
 * are ranked, cheaply (SCORE below), never reading the body's lexemes; a tier is read only
 * when the ones above it do not fill the page (PAGE_IDS). By date, the newest matches are read
 * in index order up to the page. Hits are counted exactly up to SEARCH_EXACT_COUNT; past it
 * the count is the planner's estimate (db/migrations/0024), and more title matches than that
 * are not counted again. Snippets are cut from a window of a long abstract (SNIPPET_TEXT).
 *
 * Whole articles (the head and full-text tiers, the count, date order) are matched with
 * lectern_search_query (db/migrations/0033): websearch syntax with a hyphenated word as its
 * compound lexeme, the same articles as its phrase, so that the GIN index answers without
 * reading each hit's whole search vector to check positions. Titles keep websearch_to_tsquery.
 */

/*
 * The cheap rank reads only the index-sized columns, never a tsvector's positions: the whole
 * title first, then titles holding the query as a phrase, titles holding its words, matches in
 * the head (abstracts, keywords, authors, subjects, journal), then the rest; newest first within each.
 */
const TITLE_PHRASE = `(numnode(q.pq) > 0 AND a.search_title @@ q.pq)`;
const TITLE_KEY = `(q.tk <> '' AND a.title_key = q.tk)`;
const SCORE = `CASE WHEN ${TITLE_KEY} THEN 8 ELSE 0 END + CASE WHEN ${TITLE_PHRASE} THEN 4 ELSE 0 END
  + CASE WHEN a.search_title @@ q.wq THEN 2 ELSE 0 END`;
/**
 * What matches, with the query inlined and written as index conditions only (an empty phrase query or
 * title key matches nothing by itself), so that a bitmap scan never re-tests a row's whole
 * search vector: the planner also sees how common the words are.
 */
const MATCH_INLINE = `(a.title_key = nullif(lectern_title_key($1::text), '') OR a.search_title @@ phraseto_tsquery('english', $1::text)
  OR a.search @@ lectern_search_query($1::text))`;
/** The filter conditions but open access, their values as $2…$5. */
const FILTERS_BUT_OPEN = `($2::int IS NULL OR a.publication_year >= $2) AND ($3::int IS NULL OR a.publication_year <= $3)
  AND ($4::text IS NULL OR a.publication_id = (SELECT id FROM publications WHERE slug = $4))
  AND ($5::text[] IS NULL OR a.article_type = ANY($5::text[]))`;
/**
 * The filter conditions over `articles a`, their five values as $2…$6. An unset filter is no
 * condition once the values are bound, and the publication is read only for the open-access one.
 */
const FILTERS = `${FILTERS_BUT_OPEN}
  AND ($6::boolean IS NULL OR (SELECT ${OPEN_ACCESS_SQL} FROM publications p WHERE p.id = a.publication_id) = $6)`;
/** The same over `articles a JOIN publications p`: the planner estimates the open-access share from the join. */
const FILTERS_JOINED = `${FILTERS_BUT_OPEN} AND ($6::boolean IS NULL OR ${OPEN_ACCESS_SQL} = $6)`;
const FROM = 'FROM articles a CROSS JOIN q';
/** Up to SEARCH_EXACT_COUNT + 1 articles that match `condition` (in index order), with `columns`. */
const BRANCH = (columns: string, condition: string) =>
  `(SELECT a.id, a.publication_date AS d, ${columns} ${FROM} WHERE ${condition} AND ${FILTERS} LIMIT ${SEARCH_EXACT_COUNT + 1})`;
/** Newest first, then the id: the order within a tier. */
const BY_DATE = 'd DESC NULLS LAST, id DESC';

/**
 * The page's article ids in order: $7 rows skipped, $8 rows. By relevance the tiers are read one
 * after another, each only if the ones above it do not fill the page (the Append of a UNION ALL
 * under a LIMIT stops pulling once it has its rows): the title matches (whole title, phrase,
 * words; the rows are scored as they are read, never fetched again), then head-only matches,
 * then body-only matches, each newest first. For a common word the title tier alone fills the
 * first pages, and the head and body indexes are never read. `titles` is the title tier's size
 * (at most SEARCH_EXACT_COUNT + 1 from each of its two branches), for the count.
 */
const PAGE_IDS = {
  relevance: `t1 AS (
       SELECT id, max(s) AS s, max(d) AS d FROM (
         ${BRANCH(`${SCORE} AS s`, `${TITLE_KEY}`)}
         UNION ALL ${BRANCH(`${SCORE} AS s`, `(${TITLE_PHRASE} OR a.search_title @@ q.wq)`)}
       ) b GROUP BY id
     ), t2 AS ${BRANCH('1 AS s', 'a.search_head @@ q.bq')},
     ranked AS (
       (SELECT id FROM t1 ORDER BY s DESC, ${BY_DATE})
       UNION ALL (SELECT id FROM t2 WHERE id NOT IN (SELECT id FROM t1) ORDER BY ${BY_DATE})
       UNION ALL (SELECT id FROM ${BRANCH('0 AS s', 'a.search @@ q.bq')} t3
         WHERE id NOT IN (SELECT id FROM t1) AND id NOT IN (SELECT id FROM t2) ORDER BY ${BY_DATE})
     ), page AS (
       SELECT id, row_number() OVER () AS ord FROM (SELECT id FROM ranked LIMIT $7::int + $8::int) r OFFSET $7 LIMIT $8
     )`,
  // The query inlined (MATCH_INLINE): index conditions only, so the bitmap of the hits is sorted without re-testing rows.
  date: `page AS (
       SELECT a.id, row_number() OVER (ORDER BY a.publication_date DESC NULLS LAST, a.id DESC) AS ord
       FROM articles a
       WHERE ${MATCH_INLINE} AND ${FILTERS} ORDER BY a.publication_date DESC NULLS LAST, a.id DESC OFFSET $7 LIMIT $8
     )`,
  /**
   * By date for a common word: articles_recent_idx walked newest first, at most $12 rows (those
   * passing the filters), each tested against the query until the page is full. A word in a
   * tenth of the articles tests about ten rows per result, where sorting the bitmap of its hits
   * fetches every hit (tens of thousands). Whatever the walk finds is a prefix of the full date
   * order, so a full page is exactly the page `date` gives; a short one is read again by `date`.
   */
  dateWalk: `page AS (
       SELECT a.id, row_number() OVER (ORDER BY a.publication_date DESC NULLS LAST, a.id DESC) AS ord
       FROM (SELECT a.id, a.publication_date, a.title_key, a.search_title, a.search FROM articles a
         WHERE ${FILTERS} ORDER BY a.publication_date DESC NULLS LAST, a.id DESC LIMIT $12) a
       WHERE ${MATCH_INLINE} ORDER BY a.publication_date DESC NULLS LAST, a.id DESC OFFSET $7 LIMIT $8
     )`,
} as const;

// Markers are private-use characters, removed from the text first so the text cannot fake a highlight.
const quote = (s: string) => `"${s}"`;
const MARKERS = `StartSel=${quote(MARK_START)}, StopSel=${quote(MARK_END)}`;
const TITLE_OPTIONS = `HighlightAll=true, ${MARKERS}`;
const ABSTRACT_OPTIONS = `MaxFragments=2, MaxWords=32, MinWords=12, ShortWord=2, FragmentDelimiter=" … ", ${MARKERS}`;
const STRIP = (column: string) => `translate(${column}, $9, '')`;
/**
 * The query snippets of long texts mark (q.sq): any one of the searched words (the lexemes of the
 * query that are not negated), or the phrase's when websearch syntax leaves none. An AND of a
 * long title's words (and more so with its phrase) makes ts_headline search an abstract for
 * covers, tens to hundreds of milliseconds per result; titles are short and keep the full query.
 * q.hp finds where those words may start in a text (a lexeme is mostly the start of its words),
 * for SNIPPET_TEXT.
 */
const QUERIES = `WITH q0 AS (
  SELECT websearch_to_tsquery('english', $1) AS wq, lectern_search_query($1) AS bq, phraseto_tsquery('english', $1) AS pq,
    lectern_title_key($1) AS tk
), q AS (
  SELECT q0.*, s.sq, s.hp FROM q0, LATERAL (
    SELECT coalesce(string_agg(m[1], ' | ')::tsquery, q0.wq) AS sq,
      '\\m(' || string_agg(l.lexeme, '|') FILTER (WHERE l.lexeme ~ '^[[:alnum:]]+$') || ')' AS hp
    FROM regexp_matches((CASE WHEN numnode(q0.wq) > 0 THEN q0.wq ELSE q0.pq END)::text, '(?:^|[^!])(''(?:[^'']|'''')*'')', 'g') AS m,
      LATERAL (SELECT replace(substr(m[1], 2, length(m[1]) - 2), '''''', '''') AS lexeme) l) s)`;
/** Characters of a long abstract that ts_headline reads. */
const SNIPPET_WINDOW = 1200;
/**
 * The part of a long text the snippet is taken from: SNIPPET_WINDOW characters from a little
 * before the first place a searched word may start, cut to whole words. ts_headline parses
 * all the text it is given (most of its cost, in proportion to the length), and two fragments
 * of 32 words need far less than a long abstract. A text where no searched word is found
 * this way is given whole.
 */
const SNIPPET_TEXT = (text: string) => `CASE WHEN length(${text}) <= ${SNIPPET_WINDOW + 200} THEN ${text} ELSE coalesce((
    SELECT substring(substring(${text} FROM greatest(1, h - 200) FOR ${SNIPPET_WINDOW}) FROM CASE WHEN h > 201 THEN ' (.*) ' ELSE '^(.*) ' END)
    FROM (SELECT nullif(regexp_instr(${text}, q.hp, 1, 1, 0, 'i'), 0) AS h OFFSET 0) x WHERE h IS NOT NULL), ${text}) END`;

interface HitRow extends SummaryRow {
  /** By relevance, the title tier's size (PAGE_IDS). */
  titles?: number;
  title_hl: string;
  abstract_hl: string | null;
  keywords_hl: string | null;
}

/**
 * Runs `work` in one transaction with sequential scans of articles ruled out: for a common term
 * the planner would read the table in order until the limit, testing each row's whole search
 * vector (detoasting it) — costlier than its model knows, and the index answers the same question.
 * No parallel plans either: a parallel Append would not read the relevance tiers in order (PAGE_IDS).
 * No JIT: a generic plan's cost estimates (a LIMIT of unknown size) start compiling, about
 * 170 ms, for statements that run in milliseconds.
 * Date order rules out walking an index in order after its walk of a common word (searchArticles). The page's statement
 * is prepared on each connection and planned once for any values (force_generic_plan): planning
 * it took longer than running it for most queries, and the values hardly shape its plan (the
 * relevance tiers read the query through the q CTE, and the index conditions take it as a value).
 */
function indexOnly<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  // One round trip for the transaction's start and its settings (each round trip waits for a busy machine's CPU twice).
  return withTransaction(
    pool,
    work,
    `BEGIN; SET LOCAL enable_seqscan = off; SET LOCAL max_parallel_workers_per_gather = 0; SET LOCAL plan_cache_mode = force_generic_plan; SET LOCAL jit = off`,
  );
}

type PageSort = keyof typeof PAGE_IDS;

/** The page's statement: its article ids (PAGE_IDS) with their summaries, highlighted title and snippets. */
const PAGE_STATEMENT = (sort: PageSort) => `${QUERIES}, ${PAGE_IDS[sort]}
       SELECT ${SUMMARY_COLUMNS},${sort === 'relevance' ? ' (SELECT count(*)::int FROM t1) AS titles,' : ''}
         ts_headline('english', ${STRIP('a.title')}, q.wq || q.pq, $10) AS title_hl,
         nullif(ts_headline('english', t.snippet, q.sq, $11), '') AS abstract_hl,
         nullif(ts_headline('english', ${STRIP('a.search_keywords')}, q.sq, $10), '') AS keywords_hl
       FROM page r JOIN articles a ON a.id = r.id JOIN publications p ON p.id = a.publication_id CROSS JOIN q
         CROSS JOIN LATERAL (SELECT ${SNIPPET_TEXT('s.abstract')} AS snippet
           FROM (SELECT ${STRIP('a.search_abstract')} AS abstract OFFSET 0) s OFFSET 0) t
       ORDER BY r.ord`;

/** A row the date walk tests costs about this many hits of a sorted bitmap (it reads the row's whole search vector). */
const WALK_ROW_COST = 10;
/**
 * A date page is read by walking the date index (PAGE_IDS.dateWalk) when that tests fewer rows,
 * weighted by WALK_ROW_COST, than the bitmap's sort fetches hits: `hits` of `rows` (the
 * planner's estimates of the matches and of the articles passing the filters) put about
 * rows / hits rows between two hits, and the page needs the first `needed` hits. Returns how
 * many rows the walk may read (four times what the estimate expects), or null for the sort.
 */
export function dateWalkLimit(hits: number, rows: number, needed: number): number | null {
  if (hits <= SEARCH_EXACT_COUNT || rows <= 0) return null;
  const expected = (needed * rows) / hits;
  return expected * WALK_ROW_COST < hits ? Math.ceil(4 * expected) + needed : null;
}
/** An estimate this far past the exact limit is not counted again: a word in thousands of articles. */
const TRUSTED_ESTIMATE = 10 * SEARCH_EXACT_COUNT;

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
  const byDate = request.sort === 'date';
  // The page and its count on one connection, in one transaction.
  return indexOnly(pool, async (client) => {
    const readPage = async (sort: PageSort, more: unknown[] = []) =>
      (
        await client.query<HitRow>({
          name: `lectern-search-${sort}`,
          text: PAGE_STATEMENT(sort),
          values: [...matchParams, first, pageSize, MARK_START + MARK_END, TITLE_OPTIONS, ABSTRACT_OPTIONS, ...more],
        })
      ).rows;
    let rows: HitRow[];
    let estimate: number | undefined;
    if (byDate) {
      estimate = await estimateHits(client, matchParams, true);
      const walk = dateWalkLimit(estimate, await estimateHits(client, matchParams, false), first + pageSize);
      const walked = walk === null ? null : await readPage('dateWalk', [walk]);
      // By date otherwise: walking articles_recent_idx tests each row's search vector until the page is full,
      // ruinous for a word in a few percent of articles; the bitmap of the hits, sorted, is bounded.
      await client.query('SET LOCAL enable_indexscan = off');
      rows = walked?.length === pageSize ? walked : await readPage('date');
    } else {
      rows = await readPage('relevance');
    }
    // A page that is not full ends the results: counted by the page itself.
    const shown = countFromPage(first, rows.length, pageSize);
    const count =
      shown !== null
        ? { hitCount: shown, estimated: false }
        : // More title matches than the exact limit are more hits than it, as is an estimate far past it: not counted.
          await countHits(
            client,
            matchParams,
            byDate ? estimate! > TRUSTED_ESTIMATE : (rows[0]?.titles ?? 0) > SEARCH_EXACT_COUNT,
            byDate,
            estimate,
          );
    return {
      ...count,
      results: rows.map((r) => ({
        ...toSummary(r),
        highlights: { title: r.title_hl, abstract: r.abstract_hl, keywords: r.keywords_hl },
      })),
    };
  });
}

/**
 * Exact up to SEARCH_EXACT_COUNT hits (reading no more), else the planner's estimate of the
 * matches (`estimate` when the caller has it); `overLimit` when the caller already knows there
 * are more (not counted again). `bitmapOnly` when the transaction already rules out index scans in order.
 */
async function countHits(
  client: pg.PoolClient,
  matchParams: unknown[],
  overLimit: boolean,
  bitmapOnly: boolean,
  estimate?: number,
): Promise<{ hitCount: number; estimated: boolean }> {
  if (!overLimit) {
    const n = await exactCount(client, matchParams, bitmapOnly);
    if (n <= SEARCH_EXACT_COUNT) return { hitCount: n, estimated: false };
  }
  return { hitCount: roundEstimate(estimate ?? (await estimateHits(client, matchParams, true))), estimated: true };
}

/** The planner's estimate of the articles passing the filters that match the query (`matching`), or of all that pass them. */
async function estimateHits(client: pg.PoolClient, matchParams: unknown[], matching: boolean): Promise<number> {
  // The query inlined (no CTE) so the planner sees the tsquery and uses the lexeme statistics.
  const plan = await client.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM articles a JOIN publications p ON p.id = a.publication_id
     WHERE ${matching ? 'a.search @@ lectern_search_query($1::text)' : '$1::text IS NOT NULL'} AND ${FILTERS_JOINED}`,
    matchParams,
  );
  return plan.rows[0]!['QUERY PLAN'][0]!.Plan['Plan Rows'];
}

/**
 * The hits counted, reading no more than SEARCH_EXACT_COUNT + 1, from the bitmap of the index
 * matches only: for a word in a quarter of the articles the planner would rather walk an index
 * in order under the LIMIT, testing each row's whole search vector (its body's lexemes, read
 * from TOAST) — hundreds of milliseconds at 100,000 articles where the bitmap takes a few.
 */
async function exactCount(client: pg.PoolClient, matchParams: unknown[], bitmapOnly: boolean): Promise<number> {
  // Planned for its values (the page's statement is planned once per connection, see indexOnly).
  await client.query(`SET LOCAL plan_cache_mode = auto${bitmapOnly ? '' : '; SET LOCAL enable_indexscan = off'}`);
  const res = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM articles a
     WHERE ${MATCH_INLINE} AND ${FILTERS} LIMIT ${SEARCH_EXACT_COUNT + 1}) s`,
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
