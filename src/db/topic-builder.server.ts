import type pg from 'pg';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { candidateTopics, commonWordLimit, type ArticleTerms } from '#src/db/topics/candidate-topics.ts';
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
}

export interface RefreshSummary {
  topics: number;
  occurrences: number;
  articles: number;
}

export async function articleTerms(client: pg.PoolClient): Promise<ArticleTerms[]> {
  const res = await client.query<{ id: string; keywords: ArticleModel['keywords']; subjects: string[]; journal: string }>(
    `SELECT a.id, a.model -> 'keywords' AS keywords, a.model -> 'subjects' AS subjects, p.title AS journal
     FROM articles a JOIN publications p ON p.id = a.publication_id ORDER BY a.id`,
  );
  return res.rows.map((r) => ({
    articleId: r.id,
    terms: topicTerms({ keywords: r.keywords ?? [], subjects: r.subjects ?? [] }),
    descriptors: [...(r.subjects ?? []), r.journal, ...(r.keywords ?? []).flatMap((g) => g.terms)],
  }));
}

/** Replaces the corpus-built topics (imported ones stay; on a clash of page path the import wins). */
export async function upsertCorpusTopics(client: pg.PoolClient, articles: ArticleTerms[]): Promise<Map<string, string[]>> {
  const keywordArticles = new Map<string, string[]>();
  const keep: string[] = [];
  for (const c of candidateTopics(articles)) {
    const res = await client.query<{ id: string }>(
      `INSERT INTO topics (discipline, slug, name, phrases, source) VALUES ($1, $2, $3, $4, 'corpus')
       ON CONFLICT (discipline, slug) DO UPDATE SET name = EXCLUDED.name, phrases = EXCLUDED.phrases, updated_at = now()
         WHERE topics.source = 'corpus'
       RETURNING id`,
      [c.discipline, c.slug, c.name, c.phrases],
    );
    const id =
      res.rows[0]?.id ??
      (await client.query<{ id: string }>('SELECT id FROM topics WHERE discipline = $1 AND slug = $2', [c.discipline, c.slug])).rows[0]!.id;
    keep.push(id);
    keywordArticles.set(id, [...(keywordArticles.get(id) ?? []), ...c.articleIds]);
  }
  await client.query(`DELETE FROM topics WHERE source = 'corpus' AND NOT (id = ANY($1::bigint[]))`, [keep]);
  return keywordArticles;
}

export async function allTopics(client: pg.PoolClient): Promise<StoredTopic[]> {
  // Imported topics first: a phrase two topics share links to the curated one.
  const res = await client.query<{ id: string; name: string; discipline: string; slug: string; phrases: string[] }>(
    `SELECT id, name, discipline, slug, phrases FROM topics ORDER BY (source = 'import') DESC, id`,
  );
  return res.rows.map((r) => ({ id: r.id, name: r.name, targetURL: `/topics/${r.discipline}/${r.slug}`, stringMatch: r.phrases }));
}

async function writeOccurrences(client: pg.PoolClient, topics: StoredTopic[]): Promise<{ articles: number }> {
  const ids = (await client.query<{ id: string }>('SELECT id FROM articles ORDER BY id')).rows.map((r) => r.id);
  await scanArticles(client, topics, ids);
  return { articles: ids.length };
}

/** Finds and stores every topic's occurrences in the given articles (whose old ones are gone). */
export async function scanArticles(client: pg.PoolClient, topics: StoredTopic[], ids: readonly string[]): Promise<void> {
  const index = createPhraseIndex(topics);
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = await client.query<{ id: string; model: Pick<ArticleModel, 'abstracts' | 'body' | 'back'> }>(
      `SELECT id, jsonb_build_object('abstracts', model -> 'abstracts', 'body', model -> 'body', 'back', model -> 'back') AS model
       FROM articles WHERE id = ANY($1::bigint[])`,
      [ids.slice(i, i + BATCH)],
    );
    for (const row of batch.rows) {
      const found = articleOccurrences(row.model, index);
      if (found.length === 0) continue;
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
  }
}

/**
 * Builds the topics store from the stored articles: corpus topics from keywords and subject
 * terms shared by several articles, then every topic's occurrences in every article. Runs in
 * one transaction (pages keep reading the previous store until it commits) and one at a time
 * across processes. Called after each ingest run and after an import.
 */
/** Drops corpus topics found in more articles than a term of `articles` articles may be (common words, not topics). */
export async function dropCommonWordTopics(client: pg.PoolClient, articles: number): Promise<void> {
  const limit = commonWordLimit(articles);
  if (!Number.isFinite(limit)) return;
  await client.query(
    `DELETE FROM topics t WHERE t.source = 'corpus'
       AND (SELECT count(DISTINCT o.article_id) FROM topic_occurrences o WHERE o.topic_id = t.id) > $1`,
    [limit],
  );
}

/** Links each (topic, article) pair as a keyword of the article, for topics that still exist. */
export async function insertKeywordLinks(client: pg.PoolClient, pairs: ReadonlyArray<readonly [string, string]>): Promise<void> {
  await client.query(
    `INSERT INTO topic_articles (topic_id, article_id, as_keyword)
     SELECT DISTINCT u.* FROM unnest($1::bigint[], $2::bigint[], $3::boolean[]) AS u(topic_id, article_id, as_keyword)
     WHERE EXISTS (SELECT 1 FROM topics t WHERE t.id = u.topic_id) ON CONFLICT DO NOTHING`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1]), pairs.map(() => true)],
  );
}

export async function refreshTopics(pool: pg.Pool): Promise<RefreshSummary> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
    const keywordArticles = await upsertCorpusTopics(client, await articleTerms(client));
    await client.query('DELETE FROM topic_occurrences');
    await client.query('DELETE FROM topic_articles');
    const topics = await allTopics(client);
    const { articles } = await writeOccurrences(client, topics);
    await dropCommonWordTopics(client, articles);
    await insertKeywordLinks(
      client,
      [...keywordArticles].flatMap(([topicId, articleIds]) => articleIds.map((a) => [topicId, a] as const)),
    );
    await client.query(
      `INSERT INTO topic_articles (topic_id, article_id, as_keyword)
       SELECT DISTINCT topic_id, article_id, false FROM topic_occurrences ON CONFLICT DO NOTHING`,
    );
    await client.query(`UPDATE topics t SET article_count = (SELECT count(*) FROM topic_articles ta WHERE ta.topic_id = t.id)`);
    await client.query(
      `INSERT INTO topic_store (singleton, refreshed_at) VALUES (true, now()) ON CONFLICT (singleton) DO UPDATE SET refreshed_at = now()`,
    );
    const counts = await client.query<{ topics: number; occurrences: number }>(
      'SELECT (SELECT count(*)::int FROM topics) AS topics, (SELECT count(*)::int FROM topic_occurrences) AS occurrences',
    );
    return { ...counts.rows[0]!, articles };
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
