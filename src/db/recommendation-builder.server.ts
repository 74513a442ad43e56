import type pg from 'pg';
import { isNotice } from '#src/db/recommendations/notice-types.ts';
import { relatedArticles, relatedArticlesAround, type ArticleSignals, type Scored } from '#src/db/recommendations/related-scores.ts';
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
 * Stores the stemmed title+keyword and abstract terms (recommendation_signals) of the given
 * articles (every article when null) and of any article that has none yet.
 */
async function storeSignals(client: pg.PoolClient, ids: readonly number[] | null): Promise<void> {
  await client.query(
    `INSERT INTO recommendation_signals (article_id, strong, terms)
     SELECT id, tsvector_to_array(to_tsvector('english', title || ' ' || coalesce(search_keywords, ''))),
       tsvector_to_array(to_tsvector('english', coalesce(search_abstract, '')))
     FROM articles a
     WHERE ${ids === null ? 'true' : 'a.id = ANY($1::bigint[]) OR NOT EXISTS (SELECT 1 FROM recommendation_signals s WHERE s.article_id = a.id)'}
     ON CONFLICT (article_id) DO UPDATE SET strong = EXCLUDED.strong, terms = EXCLUDED.terms`,
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

/**
 * After an ingest run: the lists of the changed articles and of the articles around them
 * (sharing a scored term, reference or citation — the only lists a changed article can enter,
 * or must leave), computed outside any lock from the stored signals; only those lists are
 * replaced, in one short transaction. The other lists stay as they were.
 */
export async function updateRecommendations(pool: pg.Pool, changedIds: readonly string[]): Promise<RecommendationRefresh> {
  if (changedIds.length === 0) return { articles: 0, recommendations: 0 };
  const changed = new Set(changedIds.map(Number));
  const client = await pool.connect();
  let related: Map<number, Scored[]>;
  try {
    // Only the run's articles' terms are computed; the others' are read as stored.
    await storeSignals(client, [...changed]);
    const signals = await textSignals(client);
    await addReferences(client, signals);
    // Lists that held a changed article are made again even when it no longer relates to them.
    const holding = await client.query<{ id: string }>(
      'SELECT DISTINCT article_id AS id FROM recommendations WHERE recommended_article_id = ANY($1::bigint[])',
      [[...changed]],
    );
    const also = holding.rows.map((r) => Number(r.id)).filter((id) => signals.has(id));
    related = relatedArticlesAround([...signals.values()], changed, also);
  } finally {
    client.release();
  }
  return withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
    await tx.query('DELETE FROM recommendations WHERE article_id = ANY($1::bigint[])', [[...related.keys()]]);
    const rows = await writeLists(tx, related, true);
    return { articles: related.size, recommendations: rows };
  });
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
