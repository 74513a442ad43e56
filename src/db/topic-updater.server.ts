import type pg from 'pg';
import { candidateTopics } from '#src/db/topics/candidate-topics.ts';
import {
  allTopics,
  articleTerms,
  dropCommonWordTopics,
  insertKeywordLinks,
  REFRESH_LOCK,
  scanArticles,
  upsertCorpusTopics,
  type RefreshSummary,
} from './topic-builder.server.ts';
import { withTransaction } from './transaction.server.ts';

/** Topics and their phrases as stored, to tell which ones a run adds or changes. */
async function phrasesById(client: pg.PoolClient): Promise<Map<string, string>> {
  const { rows } = await client.query<{ id: string; phrases: string[] }>('SELECT id, phrases FROM topics');
  return new Map(rows.map((r) => [r.id, JSON.stringify(r.phrases)]));
}

/** Articles whose text may hold one of `phrases`, through the search index. */
async function articlesWithPhrases(client: pg.PoolClient, phrases: readonly string[]): Promise<string[]> {
  if (phrases.length === 0) return [];
  const { rows } = await client.query<{ id: string }>(
    `SELECT DISTINCT a.id FROM unnest($1::text[]) AS p(phrase)
     JOIN articles a ON a.search @@ phraseto_tsquery('english', p.phrase)`,
    [phrases],
  );
  return rows.map((r) => r.id);
}

/**
 * After an ingest run: corpus topics are derived again from every article's keywords and
 * subjects (a light read), then occurrences are found again only in the changed articles, in
 * the articles that used a topic whose phrases changed or that is dropped, and in those whose
 * indexed text holds a new phrase (search index). The other articles' occurrences stay. One
 * transaction, one at a time across processes; its work follows the run's size, not the store's.
 * `refreshTopics` (import, `npm run topics -- refresh`) still rebuilds everything.
 */
export async function updateTopics(pool: pg.Pool, changedIds: readonly string[]): Promise<RefreshSummary> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
    const before = await phrasesById(client);
    const terms = await articleTerms(client);
    // Where a corpus topic about to be dropped was used, another topic's phrase may now be found.
    const kept = candidateTopics(terms).map((c) => `${c.discipline}/${c.slug}`);
    const dropped = await client.query<{ id: string }>(
      `SELECT DISTINCT o.article_id AS id FROM topics t JOIN topic_occurrences o ON o.topic_id = t.id
       WHERE t.source = 'corpus' AND NOT (t.discipline || '/' || t.slug = ANY($1::text[]))`,
      [kept],
    );
    const keywordArticles = await upsertCorpusTopics(client, terms);
    const after = await phrasesById(client);
    const changedTopics = [...after].filter(([id, phrases]) => before.get(id) !== phrases).map(([id]) => id);
    const held = await client.query<{ id: string }>(
      'SELECT DISTINCT article_id AS id FROM topic_occurrences WHERE topic_id = ANY($1::bigint[])',
      [changedTopics],
    );
    const newPhrases = [...new Set(changedTopics.flatMap((id) => JSON.parse(after.get(id)!) as string[]))];
    const rescan = [
      ...new Set([
        ...changedIds,
        ...held.rows.map((r) => r.id),
        ...dropped.rows.map((r) => r.id),
        ...(await articlesWithPhrases(client, newPhrases)),
      ]),
    ];
    await client.query('DELETE FROM topic_occurrences WHERE article_id = ANY($1::bigint[])', [rescan]);
    await scanArticles(client, await allTopics(client), rescan);
    const total = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0]!.n;
    await dropCommonWordTopics(client, total);
    const touched = await client.query<{ topic_id: string }>(
      'DELETE FROM topic_articles WHERE article_id = ANY($1::bigint[]) OR topic_id = ANY($2::bigint[]) RETURNING topic_id',
      [rescan, changedTopics],
    );
    const rescanSet = new Set(rescan);
    const changedSet = new Set(changedTopics);
    const inScope = (topicId: string, articleId: string) => changedSet.has(topicId) || rescanSet.has(articleId);
    const pairs = [...keywordArticles].flatMap(([topicId, ids]) =>
      ids.filter((a) => inScope(topicId, a)).map((a) => [topicId, a] as const),
    );
    await insertKeywordLinks(client, pairs);
    await client.query(
      `INSERT INTO topic_articles (topic_id, article_id, as_keyword)
       SELECT DISTINCT topic_id, article_id, false FROM topic_occurrences
       WHERE article_id = ANY($1::bigint[]) OR topic_id = ANY($2::bigint[]) ON CONFLICT DO NOTHING`,
      [rescan, changedTopics],
    );
    const counted = [...new Set([...touched.rows.map((r) => r.topic_id), ...changedTopics, ...pairs.map((p) => p[0])])];
    await client.query(
      `UPDATE topics t SET article_count = (SELECT count(*) FROM topic_articles ta WHERE ta.topic_id = t.id)
       WHERE t.id = ANY($1::bigint[]) OR t.id IN (SELECT topic_id FROM topic_articles WHERE article_id = ANY($2::bigint[]))`,
      [counted, rescan],
    );
    await client.query(
      `INSERT INTO topic_store (singleton, refreshed_at) VALUES (true, now()) ON CONFLICT (singleton) DO UPDATE SET refreshed_at = now()`,
    );
    const counts = await client.query<{ topics: number; occurrences: number }>(
      'SELECT (SELECT count(*)::int FROM topics) AS topics, (SELECT count(*)::int FROM topic_occurrences) AS occurrences',
    );
    return { ...counts.rows[0]!, articles: rescan.length };
  });
}
