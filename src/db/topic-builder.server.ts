import type pg from 'pg';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { articleTermRows, candidateTopicsOf, commonWordLimit, termGroupKey, type CandidateTopic } from '#src/db/topics/candidate-topics.ts';
import { articleOccurrences } from '#src/db/topics/occurrences.ts';
import { createPhraseIndex } from '#src/shared/topics/phrase-matcher.ts';
import { topicTerms } from '#src/db/topics/topic-terms.ts';
import { withTransaction } from './transaction.server.ts';

/** Any constant works; it only has to be the same for every Lectern process. */
export const REFRESH_LOCK = 4_242_003;
/** Articles whose models are held in memory at once while occurrences are found. */
const BATCH = 16;

export interface StoredTopic {
  id: string;
  name: string;
  targetURL: string;
  stringMatch: string[];
  /** A common word (topic_common_words; `id` is its group key), matched but not a topic. */
  commonWord?: boolean;
}

export interface RefreshSummary {
  topics: number;
  occurrences: number;
  articles: number;
}

/** Articles whose keywords are read per query while their terms are stored. */
const TERMS_PAGE = 500;

/**
 * Stores the candidate topic terms of the given articles (all when `ids` is null) in
 * topic_article_terms, replacing theirs: what corpus topics are derived from.
 */
export async function storeArticleTerms(client: pg.PoolClient, ids: readonly string[] | null): Promise<void> {
  if (ids === null) await client.query('DELETE FROM topic_article_terms');
  else await client.query('DELETE FROM topic_article_terms WHERE article_id = ANY($1::bigint[])', [ids]);
  let after = '0';
  for (let i = 0; ids === null || i < ids.length; i += TERMS_PAGE) {
    const res = await client.query<{ id: string; keywords: ArticleModel['keywords']; subjects: string[]; journal: string }>(
      `SELECT a.id, a.model -> 'keywords' AS keywords, a.model -> 'subjects' AS subjects, p.title AS journal
       FROM articles a JOIN publications p ON p.id = a.publication_id
       WHERE ${ids === null ? 'a.id > $1::bigint' : 'a.id = ANY($1::bigint[])'} ORDER BY a.id LIMIT ${TERMS_PAGE}`,
      [ids === null ? after : ids.slice(i, i + TERMS_PAGE)],
    );
    const rows = articleTermRows(
      res.rows.map((r) => ({
        articleId: r.id,
        terms: topicTerms({ keywords: r.keywords ?? [], subjects: r.subjects ?? [] }),
        descriptors: [...(r.subjects ?? []), r.journal, ...(r.keywords ?? []).flatMap((g) => g.terms)],
      })),
    );
    await client.query(
      `INSERT INTO topic_article_terms (article_id, term, group_key, discipline)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING`,
      [rows.map((r) => r.articleId), rows.map((r) => r.term), rows.map((r) => termGroupKey(r.term)), rows.map((r) => r.discipline)],
    );
    if (ids === null) {
      if (res.rows.length < TERMS_PAGE) break;
      after = res.rows.at(-1)!.id;
    }
  }
}

/** The candidate topics of the stored terms, of the given group keys only (all when null). */
export async function storedCandidates(client: pg.PoolClient, keys: readonly string[] | null): Promise<CandidateTopic[]> {
  const res = await client.query<{ article_id: string; term: string; discipline: string }>(
    `SELECT article_id, term, discipline FROM topic_article_terms ${keys === null ? '' : 'WHERE group_key = ANY($1::text[])'}
     ORDER BY article_id`,
    keys === null ? [] : [keys],
  );
  return candidateTopicsOf(res.rows.map((r) => ({ articleId: r.article_id, term: r.term, discipline: r.discipline })));
}

/**
 * Writes corpus topics (imported ones stay; on a clash of page path the import wins); a row
 * whose name and phrases are unchanged is not rewritten. Returns each topic's keyword articles.
 */
export async function upsertCorpusTopics(client: pg.PoolClient, candidates: readonly CandidateTopic[]): Promise<Map<string, string[]>> {
  const keywordArticles = new Map<string, string[]>();
  for (const c of candidates) {
    const res = await client.query<{ id: string }>(
      `INSERT INTO topics (discipline, slug, name, phrases, source) VALUES ($1, $2, $3, $4, 'corpus')
       ON CONFLICT (discipline, slug) DO UPDATE SET name = EXCLUDED.name, phrases = EXCLUDED.phrases, updated_at = now()
         WHERE topics.source = 'corpus' AND (topics.name, topics.phrases) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.phrases)
       RETURNING id`,
      [c.discipline, c.slug, c.name, c.phrases],
    );
    const id =
      res.rows[0]?.id ??
      (await client.query<{ id: string }>('SELECT id FROM topics WHERE discipline = $1 AND slug = $2', [c.discipline, c.slug])).rows[0]!.id;
    keywordArticles.set(id, [...(keywordArticles.get(id) ?? []), ...c.articleIds]);
  }
  return keywordArticles;
}

export async function allTopics(client: pg.PoolClient): Promise<StoredTopic[]> {
  // Imported topics first: a phrase two topics share links to the curated one.
  const res = await client.query<{ id: string; name: string; discipline: string; slug: string; phrases: string[] }>(
    `SELECT id, name, discipline, slug, phrases FROM topics ORDER BY (source = 'import') DESC, id`,
  );
  return res.rows.map((r) => ({ id: r.id, name: r.name, targetURL: `/topics/${r.discipline}/${r.slug}`, stringMatch: r.phrases }));
}

/**
 * The common words (topic_common_words) as matching entries: their phrases are matched as a
 * full build matches them (they were topics while it scanned), their uses kept as articles only.
 */
export async function commonWordTopics(client: pg.PoolClient): Promise<StoredTopic[]> {
  const res = await client.query<{ group_key: string; name: string; discipline: string; slug: string; phrases: string[] }>(
    'SELECT group_key, name, discipline, slug, phrases FROM topic_common_words ORDER BY group_key',
  );
  return res.rows.map((r) => ({
    id: r.group_key,
    name: r.name,
    targetURL: `/topics/${r.discipline}/${r.slug}`,
    stringMatch: r.phrases,
    commonWord: true,
  }));
}

/**
 * Finds and stores every topic's occurrences in the given articles (whose old ones are gone);
 * a common word's use is stored as the article only (topic_common_word_articles).
 */
export async function scanArticles(client: pg.PoolClient, topics: StoredTopic[], ids: readonly string[]): Promise<number> {
  const index = createPhraseIndex(topics);
  let stored = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = await client.query<{ id: string; model: Pick<ArticleModel, 'abstracts' | 'body' | 'back'> }>(
      `SELECT id, jsonb_build_object('abstracts', model -> 'abstracts', 'body', model -> 'body', 'back', model -> 'back') AS model
       FROM articles WHERE id = ANY($1::bigint[])`,
      [ids.slice(i, i + BATCH)],
    );
    const common: Array<[string, string]> = [];
    for (const row of batch.rows) {
      const all = articleOccurrences(row.model, index);
      for (const key of new Set(all.filter((o) => o.topic.commonWord).map((o) => o.topic.id))) common.push([key, row.id]);
      const found = all.filter((o) => !o.topic.commonWord);
      if (found.length === 0) continue;
      stored += found.length;
      // The sentence itself is not stored: the topic page derives it from the reference (db/migrations/0025).
      await client.query(
        `INSERT INTO topic_occurrences (topic_id, article_id, unit_id, unit_kind, unit_position, match_start, match_end, defines,
           paragraph, text_start, text_end)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::boolean[],
           $9::int[], $10::int[], $11::int[])`,
        [
          found.map((o) => o.topic.id),
          found.map(() => row.id),
          found.map((o) => o.unitId),
          found.map((o) => o.unitKind),
          found.map((o) => o.unitPosition),
          found.map((o) => o.matchStart),
          found.map((o) => o.matchEnd),
          found.map((o) => o.defines),
          found.map((o) => o.paragraph),
          found.map((o) => o.textStart),
          found.map((o) => o.textEnd),
        ],
      );
    }
    if (common.length > 0) {
      await client.query(
        `INSERT INTO topic_common_word_articles (group_key, article_id) SELECT * FROM unnest($1::text[], $2::bigint[]) ON CONFLICT DO NOTHING`,
        [common.map((c) => c[0]), common.map((c) => c[1])],
      );
    }
  }
  return stored;
}

/**
 * Corpus topics found in more articles than a term of `articles` articles may be (common
 * words, not topics) become common words: the topic goes, its phrases and articles are kept.
 * Only the given topics are counted (all corpus topics when null). Returns the topics retired.
 */
export async function retireCommonWords(client: pg.PoolClient, articles: number, among: readonly string[] | null): Promise<string[]> {
  const limit = commonWordLimit(articles);
  if (!Number.isFinite(limit)) return [];
  const over = await client.query<{ id: string; name: string; discipline: string; slug: string; phrases: string[] }>(
    `SELECT t.id, t.name, t.discipline, t.slug, t.phrases FROM topics t
     WHERE t.source = 'corpus' ${among === null ? '' : 'AND t.id = ANY($2::bigint[])'}
       AND (SELECT count(DISTINCT o.article_id) FROM topic_occurrences o WHERE o.topic_id = t.id) > $1`,
    among === null ? [limit] : [limit, among],
  );
  if (over.rows.length === 0) return [];
  const ids = over.rows.map((r) => r.id);
  const keys = over.rows.map((r) => termGroupKey(r.name));
  await client.query(
    `INSERT INTO topic_common_words (group_key, discipline, slug, name, phrases)
     SELECT u.group_key, t.discipline, t.slug, t.name, t.phrases FROM unnest($1::text[], $2::bigint[]) AS u(group_key, id)
     JOIN topics t ON t.id = u.id
     ON CONFLICT (group_key) DO UPDATE SET discipline = EXCLUDED.discipline, slug = EXCLUDED.slug, name = EXCLUDED.name, phrases = EXCLUDED.phrases`,
    [keys, ids],
  );
  await client.query(
    `INSERT INTO topic_common_word_articles (group_key, article_id)
     SELECT DISTINCT u.group_key, o.article_id FROM unnest($1::text[], $2::bigint[]) AS u(group_key, id)
     JOIN topic_occurrences o ON o.topic_id = u.id ON CONFLICT DO NOTHING`,
    [keys, ids],
  );
  await client.query('DELETE FROM topics WHERE id = ANY($1::bigint[])', [ids]);
  return ids;
}

/** Links each (topic, article) pair as a keyword of the article, for topics that still exist; returns the topic of each link made. */
export async function insertKeywordLinks(client: pg.PoolClient, pairs: ReadonlyArray<readonly [string, string]>): Promise<string[]> {
  const res = await client.query<{ topic_id: string }>(
    `INSERT INTO topic_articles (topic_id, article_id, as_keyword)
     SELECT DISTINCT u.* FROM unnest($1::bigint[], $2::bigint[], $3::boolean[]) AS u(topic_id, article_id, as_keyword)
     WHERE EXISTS (SELECT 1 FROM topics t WHERE t.id = u.topic_id) ON CONFLICT DO NOTHING RETURNING topic_id`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1]), pairs.map(() => true)],
  );
  return res.rows.map((r) => r.topic_id);
}

export const markStoreBuilt = (client: pg.PoolClient) =>
  client.query(
    `INSERT INTO topic_store (singleton, refreshed_at, terms_complete) VALUES (true, now(), true)
     ON CONFLICT (singleton) DO UPDATE SET refreshed_at = now(), terms_complete = true`,
  );

export async function storeCounts(client: pg.PoolClient): Promise<{ topics: number; occurrences: number }> {
  const counts = await client.query<{ topics: number; occurrences: number }>(
    'SELECT (SELECT count(*)::int FROM topics) AS topics, (SELECT count(*)::int FROM topic_occurrences) AS occurrences',
  );
  return counts.rows[0]!;
}

/**
 * Builds the topics store from the stored articles: corpus topics from keywords and subject
 * terms shared by several articles, then every topic's occurrences in every article, then the
 * common words set aside. In the caller's transaction (pages keep reading the previous store
 * until it commits), under REFRESH_LOCK.
 */
export async function rebuildTopics(client: pg.PoolClient): Promise<RefreshSummary> {
  await storeArticleTerms(client, null);
  const keywordArticles = await upsertCorpusTopics(client, await storedCandidates(client, null));
  await client.query(`DELETE FROM topics WHERE source = 'corpus' AND NOT (id = ANY($1::bigint[]))`, [[...keywordArticles.keys()]]);
  await client.query('DELETE FROM topic_occurrences');
  await client.query('DELETE FROM topic_articles');
  await client.query('DELETE FROM topic_common_words');
  const ids = (await client.query<{ id: string }>('SELECT id FROM articles ORDER BY id')).rows.map((r) => r.id);
  await scanArticles(client, await allTopics(client), ids);
  await retireCommonWords(client, ids.length, null);
  await insertKeywordLinks(
    client,
    [...keywordArticles].flatMap(([topicId, articleIds]) => articleIds.map((a) => [topicId, a] as const)),
  );
  await client.query(
    `INSERT INTO topic_articles (topic_id, article_id, as_keyword)
     SELECT DISTINCT topic_id, article_id, false FROM topic_occurrences ON CONFLICT DO NOTHING`,
  );
  await client.query(`UPDATE topics t SET article_count = (SELECT count(*) FROM topic_articles ta WHERE ta.topic_id = t.id)`);
  await markStoreBuilt(client);
  return { ...(await storeCounts(client)), articles: ids.length };
}

/** The whole store built again (import, `npm run topics -- refresh`), one build at a time across processes. */
export async function refreshTopics(pool: pg.Pool): Promise<RefreshSummary> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
    return rebuildTopics(client);
  });
}

/** Builds the store at start-up when articles are stored but it was never built (a database from before topics). */
export async function ensureTopics(pool: pg.Pool): Promise<RefreshSummary | null> {
  const res = await pool.query<{ built: boolean; has_articles: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM topic_store) AS built, EXISTS (SELECT 1 FROM articles) AS has_articles',
  );
  const { built, has_articles: hasArticles } = res.rows[0]!;
  return !built && hasArticles ? refreshTopics(pool) : null;
}
