import type pg from 'pg';
import { isNotice } from '#src/db/recommendations/notice-types.ts';
import { entryThreshold } from '#src/db/recommendations/related-bounds.ts';
import { mergeEntries, relatedArticlesPruned } from '#src/db/recommendations/related-pruning.ts';
import {
  commonLimit,
  MIN_SCORE,
  queryTerms,
  relatedArticles,
  type ArticleSignals,
  type CorpusStats,
  type Scored,
} from '#src/db/recommendations/related-scores.ts';
import { withTransaction } from './transaction.server.ts';

/** Any constant works; it only has to be the same for every Lectern process. */
const REFRESH_LOCK = 4_242_012;
/** Rows read per query while signals are collected. */
const PAGE = 2000;

/** Strings as small numbers while reading, so 100k articles' terms are not held as strings. */
function interner(): (values: string[]) => number[] {
  const ids = new Map<string, number>();
  return (values) =>
    values.map((v) => {
      let id = ids.get(v);
      if (id === undefined) ids.set(v, (id = ids.size));
      return id;
    });
}

/**
 * Stores the stemmed title+keyword and abstract terms (recommendation_signals) and the number of
 * distinct reference DOIs of the given articles (every article when null) and of any article
 * that has none yet.
 */
async function storeSignals(client: pg.PoolClient, ids: readonly number[] | null): Promise<void> {
  await client.query(
    `INSERT INTO recommendation_signals (article_id, strong, terms, reference_dois)
     SELECT id, tsvector_to_array(to_tsvector('english', title || ' ' || coalesce(search_keywords, ''))),
       tsvector_to_array(to_tsvector('english', coalesce(search_abstract, ''))),
       (SELECT count(DISTINCT lower(r.doi))::int FROM article_references r WHERE r.article_id = a.id AND r.doi IS NOT NULL)
     FROM articles a
     -- The given ones and those without signals as one set of ids: with an OR the planner tested
     -- every article against a subplan (≈ 0.5 s at 100k articles, against ≈ 60 ms).
     WHERE ${
       ids === null
         ? 'true'
         : `a.id IN (SELECT unnest($1::bigint[]) UNION ALL
             SELECT x.id FROM articles x WHERE NOT EXISTS (SELECT 1 FROM recommendation_signals s WHERE s.article_id = x.id))`
     }
     ON CONFLICT (article_id) DO UPDATE SET strong = EXCLUDED.strong, terms = EXCLUDED.terms, reference_dois = EXCLUDED.reference_dois
     -- An unchanged row is not rewritten: the term counts (migration 0032) move only for changes.
     WHERE recommendation_signals.strong IS DISTINCT FROM EXCLUDED.strong OR recommendation_signals.terms IS DISTINCT FROM EXCLUDED.terms
       OR recommendation_signals.reference_dois IS DISTINCT FROM EXCLUDED.reference_dois`,
    ids === null ? [] : [ids],
  );
}

/** Stored title+keyword and abstract terms of every article, read in pages of ids. */
async function textSignals(client: pg.PoolClient): Promise<Map<number, ArticleSignals>> {
  const signals = new Map<number, ArticleSignals>();
  const intern = interner();
  let after = 0;
  for (;;) {
    const { rows } = await client.query<{
      id: string;
      strong: string[];
      terms: string[];
      article_type: string;
      document_subtype: string;
      title: string;
    }>(
      `SELECT a.id, a.article_type, a.document_subtype, a.title, s.strong, s.terms
       FROM articles a JOIN recommendation_signals s ON s.article_id = a.id WHERE a.id > $1 ORDER BY a.id LIMIT $2`,
      [after, PAGE],
    );
    for (const r of rows) {
      const id = Number(r.id);
      const recommendable = !isNotice({ articleType: r.article_type, documentSubtype: r.document_subtype, title: r.title });
      signals.set(id, { id, strongTerms: intern(r.strong), terms: intern(r.terms), referenceDois: [], cites: [], recommendable });
    }
    if (rows.length < PAGE) return signals;
    after = Number(rows.at(-1)!.id);
  }
}

async function addReferences(client: pg.PoolClient, signals: Map<number, ArticleSignals>): Promise<void> {
  const { rows } = await client.query<{ article_id: string; dois: string[] }>(
    `SELECT article_id, array_agg(DISTINCT lower(doi)) AS dois FROM article_references WHERE doi IS NOT NULL GROUP BY article_id`,
  );
  const intern = interner();
  for (const r of rows) {
    const s = signals.get(Number(r.article_id));
    if (s) s.referenceDois = intern(r.dois);
  }
  const links = await client.query<{ citing: string; cited: string[] }>(
    `SELECT citing_article_id AS citing, array_agg(DISTINCT cited_article_id)::text[] AS cited FROM citation_links GROUP BY citing_article_id`,
  );
  for (const r of links.rows) {
    const s = signals.get(Number(r.citing));
    if (s) s.cites = r.cited.map(Number);
  }
}

export interface RecommendationRefresh {
  articles: number;
  recommendations: number;
}

/**
 * Recomputes every article's recommendations (at most 6 related articles, never itself) from
 * the stored articles and writes them in one transaction, one refresh at a time across
 * processes; pages keep reading the previous lists until it commits. Called after each
 * ingest run, like the topics store.
 */
export async function refreshRecommendations(pool: pg.Pool): Promise<RecommendationRefresh> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
    await storeSignals(client, null);
    const signals = await textSignals(client);
    await addReferences(client, signals);
    const related = relatedArticles([...signals.values()]);
    await client.query('DELETE FROM recommendations');
    const rows = await writeLists(client, related);
    return { articles: signals.size, recommendations: rows };
  });
}

/** Separates the strings of a list read as one string (no term or DOI holds it). */
const UNIT = '\x1f';

/** The stored signals of the given articles (those that exist), in id order, with every citer of each. */
async function signalsOf(client: pg.PoolClient, ids: readonly number[]): Promise<ArticleSignals[]> {
  if (ids.length === 0) return [];
  const { rows } = await client.query<{
    id: string;
    article_type: string;
    document_subtype: string;
    title: string;
    strong: string;
    terms: string;
    dois: string | null;
    cites: string | null;
    cited_by: string | null;
  }>(
    // The same aggregates as the full refresh reads (addReferences), so keys come in the same
    // order; lists as strings joined by a control character, much faster to read than arrays.
    `SELECT a.id, a.article_type, a.document_subtype, a.title,
       array_to_string(s.strong, E'\x1f') AS strong, array_to_string(s.terms, E'\x1f') AS terms,
       (SELECT array_to_string(array_agg(DISTINCT lower(r.doi)), E'\x1f') FROM article_references r WHERE r.article_id = a.id AND r.doi IS NOT NULL) AS dois,
       (SELECT string_agg(DISTINCT c.cited_article_id::text, ',') FROM citation_links c WHERE c.citing_article_id = a.id) AS cites,
       (SELECT string_agg(c.citing_article_id::text, ',' ORDER BY c.citing_article_id) FROM (SELECT DISTINCT citing_article_id FROM citation_links WHERE cited_article_id = a.id) c) AS cited_by
     FROM articles a JOIN recommendation_signals s ON s.article_id = a.id
     WHERE a.id = ANY($1::bigint[]) ORDER BY a.id`,
    [ids],
  );
  const list = (v: string | null, separator: string) => (v ? v.split(separator) : []);
  return rows.map((r) => ({
    id: Number(r.id),
    strongTerms: list(r.strong, UNIT),
    terms: list(r.terms, UNIT),
    referenceDois: list(r.dois, UNIT),
    cites: list(r.cites, ',').map(Number),
    citedBy: list(r.cited_by, ',').map(Number),
    recommendable: !isNotice({ articleType: r.article_type, documentSubtype: r.document_subtype, title: r.title }),
  }));
}

/** An article's terms as the update reads them (lists joined by UNIT) and its number of reference DOIs. */
interface TermRow {
  id: string;
  strong: string;
  terms: string;
  reference_dois: number;
}

/** An article around the changed ones: its terms, and the keys it shares with the lists made again. */
interface AroundKeys {
  id: number;
  /** The terms of those it shares (the query terms and the changed articles' scored terms). */
  terms: string[];
  dois: string[];
  citers: number[];
  strongTerms?: string[];
  allTerms?: string[];
  /** How many distinct reference DOIs it has (recommendation_signals.reference_dois). */
  doiCount?: number;
}

/**
 * What scoring needs of articles around the changed ones, without reading them again in full
 * (signalsOf): their terms as read with their shared keys; of their reference DOIs and citers
 * only the shared ones, and unscored stand-ins for the rest (their number normalises the
 * vectors, and every shared one adds the same to a score, so their order does not matter); no
 * citations of their own (a citation with a list made again is read from its side).
 */
async function scoredSignalsOf(
  client: pg.PoolClient,
  ids: readonly number[],
  around: ReadonlyMap<number, AroundKeys>,
): Promise<ArticleSignals[]> {
  if (ids.length === 0) return [];
  const { rows } = await client.query<{ id: string; article_type: string; document_subtype: string; title: string }>(
    'SELECT a.id, a.article_type, a.document_subtype, a.title FROM articles a WHERE a.id = ANY($1::bigint[]) ORDER BY a.id',
    [ids],
  );
  const withCiters = ids.filter((id) => (around.get(id)?.citers.length ?? 0) > 0);
  const cited = await client.query<{ id: string; n: number }>(
    `SELECT cited_article_id AS id, count(DISTINCT citing_article_id)::int AS n FROM citation_links
     WHERE cited_article_id = ANY($1::bigint[]) AND citing_article_id <> cited_article_id GROUP BY cited_article_id`,
    [withCiters],
  );
  const citerCounts = new Map(cited.rows.map((r) => [Number(r.id), r.n]));
  return rows.flatMap((r) => {
    const id = Number(r.id);
    const keys = around.get(id);
    if (!keys?.strongTerms || !keys.allTerms) return [];
    const referenceDois = [...new Set(keys.dois)];
    for (let i = referenceDois.length; i < (keys.doiCount ?? 0); i++) referenceDois.push(standInDoi(i));
    // Ascending as signalsOf reads them (scoring skips the article itself): stand-ins below every id.
    const shared = [...new Set(keys.citers)].filter((c) => c !== id).sort((x, y) => x - y);
    const standIns = Array.from({ length: Math.max(0, (citerCounts.get(id) ?? 0) - shared.length) }, (_, i) => -1 - i).reverse();
    return [
      {
        id,
        strongTerms: keys.strongTerms,
        terms: keys.allTerms,
        referenceDois,
        cites: [],
        citedBy: [...standIns, ...shared],
        recommendable: !isNotice({ articleType: r.article_type, documentSubtype: r.document_subtype, title: r.title }),
      },
    ];
  });
}

/** Unscored stand-ins for reference DOIs, the same strings for every article (made once: ~50 per article read). */
const standInDois: string[] = [];
const standInDoi = (i: number) => (standInDois[i] ??= `\0${i}`);

/** Adds the store's document frequency of every term of `articles` not counted yet. */
async function addTermCounts(client: pg.PoolClient, termDf: Map<string | number, number>, articles: readonly ArticleSignals[]) {
  const missing = new Set<string>();
  for (const a of articles) for (const t of [...a.strongTerms, ...a.terms]) if (!termDf.has(t)) missing.add(String(t));
  if (missing.size === 0) return;
  const { rows } = await client.query<{ term: string; df: number }>(
    'SELECT term, df FROM recommendation_term_df WHERE term = ANY($1::text[])',
    [[...missing]],
  );
  for (const r of rows) termDf.set(r.term, r.df);
}

/**
 * After an ingest run, the lists that can change because of the run's articles, at a cost that
 * follows the run, not the store (spec 000 §4, 001 §4; docs/operations/scaling.md):
 * - the list of every changed article, and every list that held one (it may have to leave it,
 *   and the next article then enters), are made again in full: each equals the list a full
 *   refresh (`refreshRecommendations`) makes;
 * - every other list a changed article can enter — its article shares one of the terms the
 *   changed article or a list made again is scored with (queryTerms), a scored reference or
 *   citer, or a citation — takes it where it ranks among the best (at single precision, as
 *   stored), at the score a full refresh gives it there; the other entries keep their stored
 *   scores.
 * Only those articles are read: the changed ones, the lists to make again and the articles
 * sharing a scored key or a citation with them (found through indexes: the term GIN index and
 * document frequencies of migration 0032, article_references(lower(doi)), citation_links); the
 * store's figures (article count, document frequencies) weigh them as a full refresh does.
 * Of those around, only the keys they share are read at first (their terms among the ones that
 * can score, the DOIs and citers in common); one is read in full only when a bound of its score
 * could reach a list made again or its own stored list (related-pruning.ts), which leaves the
 * result as if all were read.
 * Tolerance: a list that shares with a changed article only terms the changed article is not
 * scored with (beyond its 40 most distinctive) does not take it until a full refresh, though
 * the list's own terms might rank it. Adding articles re-weighs every term slightly (idf grows
 * with the article count), which only a full refresh applies to the lists it does not make
 * again — their entries keep
 * the scores and order they were stored with, and an article that the re-weighing alone would
 * move into or out of such a list stays where it was until a full refresh (a new database,
 * `ensureRecommendations`, or `refreshRecommendations`). Computed outside any lock; only the
 * lists that change are replaced, in one short transaction.
 */
export async function updateRecommendations(
  pool: pg.Pool,
  changedIds: readonly string[],
  options: UpdateOptions = {},
): Promise<RecommendationRefresh> {
  if (changedIds.length === 0) return { articles: 0, recommendations: 0 };
  let last = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    options.onPhase?.(name, (now - last) / 1000);
    last = now;
  };
  const client = await pool.connect();
  const related = new Map<number, Scored[]>();
  try {
    await client.query(NO_JIT);
    // Only the run's articles' terms are computed; the others' are read as stored.
    await storeSignals(client, changedIds.map(Number));
    const { rows: counted } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM recommendation_signals');
    const stats = {
      articles: counted[0]!.n,
      termDf: new Map<string | number, number>(),
      referenceDf: new Map<string | number, number>(),
      citerDf: new Map<number, number>(),
    } satisfies CorpusStats;
    const limit = commonLimit(stats.articles);
    const scored = (df: number | undefined) => df !== undefined && df >= 2 && df <= limit;

    const changedSignals = await signalsOf(client, changedIds.map(Number));
    const changed = new Set(changedSignals.map((a) => a.id));
    // Lists that held a changed article are made again even when it no longer relates to them.
    const holding = await client.query<{ id: string }>(
      'SELECT DISTINCT article_id AS id FROM recommendations WHERE recommended_article_id = ANY($1::bigint[]) AND NOT (article_id = ANY($1::bigint[]))',
      [[...changed]],
    );
    const remade = [
      ...changedSignals,
      ...(await signalsOf(
        client,
        holding.rows.map((r) => Number(r.id)),
      )),
    ];
    const remake = new Set(remade.map((a) => a.id));
    phase(`signals of ${changed.size} changed and ${remade.length - changedSignals.length} holding`);

    // The store's figures for their keys.
    await addTermCounts(client, stats.termDf, remade);
    const dois = [...new Set(remade.flatMap((a) => a.referenceDois.map(String)))];
    const citers = [...new Set(remade.flatMap((a) => a.citedBy ?? []))];

    // The articles sharing a scored key or a citation with them: every candidate of the lists
    // made again, and every list a changed article can enter; read first only by the keys they
    // share with them (their terms among the query terms and the changed articles' scored terms).
    const terms = [...new Set(remade.flatMap((a) => queryTerms(a, stats).map(String)))];
    const sharable = [
      ...new Set([
        ...terms,
        ...changedSignals.flatMap((a) => [...a.strongTerms, ...a.terms].map(String).filter((t) => scored(stats.termDf.get(t)))),
      ]),
    ];
    const around = new Map<number, AroundKeys>();
    const at = (id: number) => {
      let keys = around.get(id);
      if (!keys) around.set(id, (keys = { id, terms: [], dois: [], citers: [] }));
      return keys;
    };
    // One query per index (together, the planner took a plan of seconds), this one on a second
    // connection while the references are looked up on this one (they overlap on 2 cores).
    // The terms behind a CTE: seen as a value, a long list makes the planner expect every row and
    // scan the table, testing each row against every term (seconds), instead of the GIN index.
    // Their terms in full: cheaper to read than their intersection with the terms wanted, in SQL.
    const concurrent = (pool.options.max ?? 10) >= 2;
    const termColumns = `array_to_string(s.strong, E'\x1f') AS strong, array_to_string(s.terms, E'\x1f') AS terms, s.reference_dois`;
    const second = concurrent ? await pool.connect() : null;
    const sharingQuery = (async () => {
      const on = second ?? client;
      try {
        if (second) await second.query(NO_JIT);
        return await on.query<TermRow>(
          `WITH q AS MATERIALIZED (SELECT $1::text[] AS terms)
           SELECT s.article_id AS id, ${termColumns} FROM recommendation_signals s, q WHERE (s.strong || s.terms) && q.terms`,
          [terms],
        );
      } finally {
        if (second) await releaseWithJit(second);
      }
    })();
    // Awaited below: a failure is thrown there.
    sharingQuery.catch(() => {});
    // Every article holding one of their DOIs: the counts, and the articles sharing a scored one.
    // One index-only lookup per DOI (migration 0034; a join scanned every reference: seconds at
    // 100k articles); one row per holder with the positions of its DOIs in the list, not a row
    // per DOI and holder (~80 holders per DOI in the bench's copied stores).
    const heldDois = await client.query<{ id: string; dois: string }>(
      `SELECT r.article_id AS id, string_agg(d.i::text, ',') AS dois FROM unnest($1::text[]) WITH ORDINALITY AS d(doi, i)
       CROSS JOIN LATERAL (SELECT DISTINCT article_id FROM article_references r WHERE lower(r.doi) = d.doi AND r.doi IS NOT NULL) r
       GROUP BY r.article_id`,
      [dois],
    );
    // Positions, not an object per DOI and holder (~1M of them in the bench's 100k store).
    const holders = heldDois.rows.map((r) => ({ id: Number(r.id), dois: r.dois.split(',').map((i) => Number(i) - 1) }));
    const doiDf = new Int32Array(dois.length);
    for (const h of holders) for (const i of h.dois) doiDf[i]!++;
    dois.forEach((doi, i) => {
      if (doiDf[i]! > 0) stats.referenceDf.set(doi, doiDf[i]!);
    });
    const citing = await client.query<{ id: string; df: number }>(
      `SELECT citing_article_id AS id, count(DISTINCT cited_article_id)::int AS df FROM citation_links
       WHERE citing_article_id = ANY($1::bigint[]) AND cited_article_id <> citing_article_id GROUP BY citing_article_id`,
      [citers],
    );
    for (const c of citing.rows) stats.citerDf.set(Number(c.id), c.df);
    phase('their keys counted');
    const sharing = await sharingQuery;
    phase(`around by terms (${sharing.rows.length})`);
    const wanted = new Set(sharable);
    // Each term kept as one string however many articles hold it: the split copies die young
    // instead of filling the old generation (~13M of them at 100k articles).
    const canonical = new Map<string, string>();
    const list = (v: string | null) => {
      if (!v) return [];
      const terms = v.split(UNIT);
      for (let i = 0; i < terms.length; i++) {
        const t = terms[i]!;
        const known = canonical.get(t);
        if (known === undefined) canonical.set(t, t);
        else terms[i] = known;
      }
      return terms;
    };
    const withTerms = (r: TermRow) => {
      const keys = at(Number(r.id));
      keys.strongTerms = list(r.strong);
      keys.allTerms = list(r.terms);
      keys.doiCount = r.reference_dois;
      // A loop, not a filter over a spread copy: this runs for every article around (~27k at 30k).
      const shared: string[] = [];
      for (const t of keys.strongTerms) if (wanted.has(t)) shared.push(t);
      for (const t of keys.allTerms) if (wanted.has(t)) shared.push(t);
      keys.terms = shared;
    };
    for (const r of sharing.rows) withTerms(r);
    for (const h of holders)
      for (const i of h.dois) {
        const doi = dois[i]!;
        if (scored(stats.referenceDf.get(doi))) at(h.id).dois.push(doi);
      }
    const cocited = await client.query<{ citer: string; id: string }>(
      'SELECT DISTINCT citing_article_id AS citer, cited_article_id AS id FROM citation_links WHERE citing_article_id = ANY($1::bigint[])',
      [citers.filter((c) => scored(stats.citerDf.get(c)))],
    );
    for (const c of cocited.rows) at(Number(c.id)).citers.push(Number(c.citer));
    for (const a of remade) for (const id of [...a.cites, ...(a.citedBy ?? [])]) at(id);
    for (const id of remake) around.delete(id);
    // Those found by a reference or a citation may share terms too (a changed article's, outside the query terms).
    const byId = await client.query<TermRow>(
      `SELECT s.article_id AS id, ${termColumns} FROM recommendation_signals s WHERE s.article_id = ANY($1::bigint[])`,
      [[...around.values()].filter((k) => k.strongTerms === undefined).map((k) => k.id)],
    );
    for (const r of byId.rows) withTerms(r);
    for (const [id, keys] of around) if (keys.strongTerms === undefined) around.delete(id);
    phase('around by references and citations');

    const { lists, entries, read, rounds } = await relatedArticlesPruned({
      remade,
      changed,
      stats,
      around: [...around.values()],
      thresholds: (ids) => entryThresholds(client, ids),
      onPhase: (name, seconds) => options.onPhase?.(`  ${name}`, seconds),
      read: async (ids) => {
        const others = await scoredSignalsOf(client, ids, around);
        phase('  (read)');
        await addTermCounts(client, stats.termDf, others);
        phase('  (counted)');
        return others;
      },
    });
    phase(`scored (${around.size} around, ${read} read in ${rounds} rounds)`);
    for (const [id, list] of lists) related.set(id, list);

    // The lists a changed article enters: merged with what they hold.
    const stored = await client.query<{ id: string; target: string; score: number }>(
      `SELECT article_id AS id, recommended_article_id AS target, score FROM recommendations
       WHERE article_id = ANY($1::bigint[]) ORDER BY article_id, rank`,
      [[...entries.keys()]],
    );
    const held = new Map<number, Scored[]>();
    for (const r of stored.rows) {
      const list = held.get(Number(r.id)) ?? [];
      // A real read back is the nearest double to its shortest decimal: single precision again.
      list.push({ id: Number(r.target), score: Math.fround(r.score) });
      held.set(Number(r.id), list);
    }
    for (const [id, entering] of entries) {
      const before = held.get(id) ?? [];
      // Stored scores are single precision: the entering ones are compared at the same.
      const merged = mergeEntries(
        before,
        entering.map((e) => ({ id: e.id, score: Math.fround(e.score) })),
        changed,
      );
      if (!sameList(merged, before)) related.set(id, merged);
    }
    phase(`entries merged (${entries.size} lists)`);
  } finally {
    await releaseWithJit(client);
  }
  const written = await withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
    await tx.query('DELETE FROM recommendations WHERE article_id = ANY($1::bigint[])', [[...related.keys()]]);
    const rows = await writeLists(tx, related, true);
    return { articles: related.size, recommendations: rows };
  });
  phase(`written (${written.articles} lists)`);
  return written;
}

/**
 * The update's statements run without JIT: estimated over many rows, PostgreSQL compiled them
 * (≈ 0.2 s each at 100k articles) to run for tens of milliseconds.
 */
const NO_JIT = 'SET jit = off';

/** Gives a connection back to the pool as it was lent (JIT as configured); one that cannot say so is discarded. */
async function releaseWithJit(client: pg.PoolClient): Promise<void> {
  try {
    await client.query('RESET jit');
    client.release();
  } catch (e) {
    client.release(e as Error);
  }
}

export interface UpdateOptions {
  /** Called after each phase with its seconds (the bench prints them). */
  onPhase?: (phase: string, seconds: number) => void;
}

/** For each of these articles with a stored list, what an article must score to enter it (entryThreshold). */
async function entryThresholds(client: pg.PoolClient, ids: readonly number[]): Promise<Map<number, number>> {
  const { rows } = await client.query<{ id: string; scores: number[] }>(
    'SELECT article_id AS id, array_agg(score ORDER BY rank) AS scores FROM recommendations WHERE article_id = ANY($1::bigint[]) GROUP BY article_id',
    [ids],
  );
  // A real read back is the nearest double to its shortest decimal: single precision again.
  return new Map(rows.map((r) => [Number(r.id), entryThreshold(r.scores.map(Math.fround), MIN_SCORE)]));
}

function sameList(a: readonly Scored[], b: readonly Scored[]): boolean {
  return a.length === b.length && a.every((s, i) => s.id === b[i]!.id && s.score === b[i]!.score);
}

/** Inserts the lists (rank 1 first); `skipGone`: an article deleted meanwhile is left out. */
async function writeLists(client: pg.PoolClient, related: Map<number, Scored[]>, skipGone = false): Promise<number> {
  const rows = [...related].flatMap(([id, list]) => list.map((r, i) => [id, i + 1, r.id, r.score] as const));
  for (let i = 0; i < rows.length; i += 10_000) {
    const chunk = rows.slice(i, i + 10_000);
    await client.query(
      `INSERT INTO recommendations (article_id, rank, recommended_article_id, score)
       SELECT u.* FROM unnest($1::bigint[], $2::smallint[], $3::bigint[], $4::real[]) AS u(a, r, b, s)
       ${skipGone ? 'WHERE EXISTS (SELECT 1 FROM articles x WHERE x.id = u.a) AND EXISTS (SELECT 1 FROM articles y WHERE y.id = u.b)' : ''}`,
      [chunk.map((r) => r[0]), chunk.map((r) => r[1]), chunk.map((r) => r[2]), chunk.map((r) => r[3])],
    );
  }
  await client.query(
    `INSERT INTO recommendation_store (singleton, refreshed_at) VALUES (true, now()) ON CONFLICT (singleton) DO UPDATE SET refreshed_at = now()`,
  );
  return rows.length;
}

/** Builds the lists at start-up when articles are stored but they were never built (a database from before recommendations). */
export async function ensureRecommendations(pool: pg.Pool): Promise<RecommendationRefresh | null> {
  const res = await pool.query<{ built: boolean; has_articles: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM recommendation_store) AS built, EXISTS (SELECT 1 FROM articles) AS has_articles',
  );
  const { built, has_articles: hasArticles } = res.rows[0]!;
  return !built && hasArticles ? refreshRecommendations(pool) : null;
}
