import type pg from 'pg';
import { commonWordLimit, termGroupKey, type CandidateTopic } from '#src/db/topics/candidate-topics.ts';
import {
  allTopics,
  commonWordTopics,
  insertKeywordLinks,
  markStoreBuilt,
  rebuildTopics,
  REFRESH_LOCK,
  retireCommonWords,
  scanArticles,
  storeArticleTerms,
  storedCandidates,
  upsertCorpusTopics,
  type RefreshSummary,
} from './topic-builder.server.ts';
import { withTransaction } from './transaction.server.ts';

/** Largest count PostgreSQL's integer holds: "no limit" in a comparison. */
const NO_LIMIT = 2 ** 31 - 1;

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

interface CommonWord {
  key: string;
  discipline: string;
  slug: string;
  name: string;
  phrases: string[];
  articles: number;
}

/**
 * The group keys whose corpus topic may change in this run: those the changed articles hold
 * now or held before (their stored terms are replaced here), and the common words that the
 * grown store no longer makes common.
 */
async function affectedKeys(client: pg.PoolClient, changedIds: readonly string[], limit: number): Promise<Set<string>> {
  const keysOf = async () =>
    (
      await client.query<{ group_key: string }>('SELECT DISTINCT group_key FROM topic_article_terms WHERE article_id = ANY($1::bigint[])', [
        changedIds,
      ])
    ).rows.map((r) => r.group_key);
  const before = await keysOf();
  await storeArticleTerms(client, changedIds);
  const keys = new Set([...before, ...(await keysOf())]);
  const fallen = await client.query<{ group_key: string }>(
    `SELECT w.group_key FROM topic_common_words w
     WHERE (SELECT count(*) FROM topic_common_word_articles a WHERE a.group_key = w.group_key) <= $1`,
    [Number.isFinite(limit) ? limit : NO_LIMIT],
  );
  for (const r of fallen.rows) keys.add(r.group_key);
  return keys;
}

/**
 * After an ingest run: only the corpus topics of the group keys the changed articles hold (or
 * held) are derived again, from topic_article_terms through its index; occurrences are found
 * again only in the changed articles, in the articles that used a topic whose phrases changed
 * or that is dropped, and in those whose indexed text holds a new phrase (search index). A
 * common word stays set aside while it is common: its phrases take part in matching (as in a
 * full build), its count follows the articles scanned. Topic links and counts are rewritten only
 * for those topics and articles. One transaction under REFRESH_LOCK, whose work follows the
 * run's size, not the store's. `refreshTopics` (import, `npm run topics -- refresh`) still
 * rebuilds everything; so does the first update of a store built before topic_article_terms.
 * Its summary counts the occurrences and articles of this run's scan, not of the whole store.
 */
export async function updateTopics(pool: pg.Pool, changedIds: readonly string[]): Promise<RefreshSummary> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [REFRESH_LOCK]);
    const store = await client.query<{ terms_complete: boolean }>('SELECT terms_complete FROM topic_store');
    if (!store.rows[0]?.terms_complete) return rebuildTopics(client);
    const total = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0]!.n;
    const limit = commonWordLimit(total);
    const keys = await affectedKeys(client, changedIds, limit);
    const keyList = [...keys];
    const candidates = await storedCandidates(client, keyList);
    const candidateByKey = new Map(candidates.map((c) => [termGroupKey(c.name), c]));

    const stored = await client.query<{ id: string; name: string; discipline: string; slug: string; phrases: string[]; source: string }>(
      'SELECT id, name, discipline, slug, phrases, source FROM topics',
    );
    const before = new Map(stored.rows.map((r) => [r.id, JSON.stringify(r.phrases)]));
    const ofKeys = stored.rows.filter((r) => r.source === 'corpus' && keys.has(termGroupKey(r.name))).map((r) => r.id);
    const ofKeySet = new Set(ofKeys);
    const commons = await client.query<CommonWord>(
      `SELECT w.group_key AS key, w.discipline, w.slug, w.name, w.phrases,
         (SELECT count(*)::int FROM topic_common_word_articles a WHERE a.group_key = w.group_key) AS articles
       FROM topic_common_words w WHERE w.group_key = ANY($1::text[])`,
      [keyList],
    );
    // A common word that stays common with the same phrases keeps its place (its name may follow the spellings).
    const staysCommon = new Set<string>();
    const unsetCommon: string[] = [];
    for (const w of commons.rows) {
      const c = candidateByKey.get(w.key);
      if (c && w.articles > limit && JSON.stringify(c.phrases) === JSON.stringify(w.phrases)) {
        staysCommon.add(w.key);
        await client.query('UPDATE topic_common_words SET discipline = $2, slug = $3, name = $4 WHERE group_key = $1', [
          w.key,
          c.discipline,
          c.slug,
          c.name,
        ]);
      } else unsetCommon.push(w.key);
    }
    // Articles that used a common word set back: another phrase may now be found there, or the word itself.
    const unset = await client.query<{ id: string }>(
      'DELETE FROM topic_common_word_articles WHERE group_key = ANY($1::text[]) RETURNING article_id AS id',
      [unsetCommon],
    );
    await client.query('DELETE FROM topic_common_words WHERE group_key = ANY($1::text[])', [unsetCommon]);

    const written: CandidateTopic[] = candidates.filter((c) => !staysCommon.has(termGroupKey(c.name)));
    // A topic whose page path follows its spellings or articles elsewhere (a discipline or name that tipped
    // over) but whose phrases stay is moved in place: the same phrases find the same uses, nothing is scanned.
    const storedByKey = new Map(stored.rows.filter((r) => ofKeySet.has(r.id)).map((r) => [termGroupKey(r.name), r]));
    for (const c of written) {
      const old = storedByKey.get(termGroupKey(c.name));
      if (!old || JSON.stringify(old.phrases) !== JSON.stringify(c.phrases) || (old.discipline === c.discipline && old.slug === c.slug))
        continue;
      await client.query(
        `UPDATE topics SET discipline = $2, slug = $3, name = $4, updated_at = now()
         WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM topics o WHERE o.discipline = $2 AND o.slug = $3)`,
        [old.id, c.discipline, c.slug, c.name],
      );
    }
    // A candidate identical to its stored topic needs no write: its row is the one an upsert would return.
    const same = (c: CandidateTopic) => {
      const old = storedByKey.get(termGroupKey(c.name));
      return (
        old &&
        old.discipline === c.discipline &&
        old.slug === c.slug &&
        old.name === c.name &&
        JSON.stringify(old.phrases) === JSON.stringify(c.phrases)
      );
    };
    const keywordArticles = await upsertCorpusTopics(
      client,
      written.filter((c) => !same(c)),
    );
    for (const c of written.filter(same)) {
      const id = storedByKey.get(termGroupKey(c.name))!.id;
      keywordArticles.set(id, [...(keywordArticles.get(id) ?? []), ...c.articleIds]);
    }
    const kept = new Set(keywordArticles.keys());
    // Topics of these keys no longer derived: the articles that used them are scanned again.
    const gone = ofKeys.filter((id) => !kept.has(id));
    const dropped = await client.query<{ id: string }>(
      'SELECT DISTINCT article_id AS id FROM topic_occurrences WHERE topic_id = ANY($1::bigint[])',
      [gone],
    );
    await client.query('DELETE FROM topics WHERE id = ANY($1::bigint[])', [gone]);
    const after = await client.query<{ id: string; phrases: string[] }>('SELECT id, phrases FROM topics WHERE id = ANY($1::bigint[])', [
      [...kept],
    ]);
    const changedTopics = after.rows.filter((r) => before.get(r.id) !== JSON.stringify(r.phrases));
    const changedTopicIds = changedTopics.map((r) => r.id);
    const held = await client.query<{ id: string }>(
      'SELECT DISTINCT article_id AS id FROM topic_occurrences WHERE topic_id = ANY($1::bigint[])',
      [changedTopicIds],
    );
    const newPhrases = [...new Set(changedTopics.flatMap((r) => r.phrases))];
    const rescan = [
      ...new Set([
        ...changedIds,
        ...held.rows.map((r) => r.id),
        ...dropped.rows.map((r) => r.id),
        ...unset.rows.map((r) => r.id),
        ...(await articlesWithPhrases(client, newPhrases)),
      ]),
    ];
    await client.query('DELETE FROM topic_occurrences WHERE article_id = ANY($1::bigint[])', [rescan]);
    await client.query('DELETE FROM topic_common_word_articles WHERE article_id = ANY($1::bigint[])', [rescan]);
    const scanned = await scanArticles(client, [...(await allTopics(client)), ...(await commonWordTopics(client))], rescan);

    // A topic's count of articles bounds the articles using it, and this run adds at most one per scanned
    // article: only a topic counted within that of the limit, or a rewritten one, can now be over it.
    const near = await client.query<{ id: string }>(
      `SELECT id FROM topics WHERE source = 'corpus' AND (article_count > $1 OR id = ANY($2::bigint[]))`,
      [Number.isFinite(limit) ? limit - rescan.length : NO_LIMIT, changedTopicIds],
    );
    const retired = new Set(
      await retireCommonWords(
        client,
        total,
        near.rows.map((r) => r.id),
      ),
    );

    // Links change only for the changed articles (keywords, uses), the scanned ones (uses) and changed topics (all).
    const changed = changedTopicIds.filter((id) => !retired.has(id));
    const changedSet = new Set(changed);
    const changedArticles = new Set(changedIds);
    const unlinked = await client.query<{ topic_id: string }>(
      `DELETE FROM topic_articles
       WHERE topic_id = ANY($1::bigint[]) OR article_id = ANY($2::bigint[]) OR (article_id = ANY($3::bigint[]) AND NOT as_keyword)
       RETURNING topic_id`,
      [changed, changedIds, rescan],
    );
    const linked = await insertKeywordLinks(
      client,
      [...keywordArticles]
        .filter(([id]) => !retired.has(id))
        .flatMap(([id, articleIds]) => articleIds.filter((a) => changedSet.has(id) || changedArticles.has(a)).map((a) => [id, a] as const)),
    );
    const used = await client.query<{ topic_id: string }>(
      `INSERT INTO topic_articles (topic_id, article_id, as_keyword)
       SELECT DISTINCT topic_id, article_id, false FROM topic_occurrences
       WHERE article_id = ANY($1::bigint[]) OR topic_id = ANY($2::bigint[]) ON CONFLICT DO NOTHING RETURNING topic_id`,
      [rescan, changed],
    );
    // Counts move by the links removed and added (a changed topic's links were all removed: it counts from 0).
    const delta = new Map<string, number>(changed.map((id) => [id, 0]));
    for (const r of unlinked.rows) if (!changedSet.has(r.topic_id)) delta.set(r.topic_id, (delta.get(r.topic_id) ?? 0) - 1);
    for (const id of [...linked, ...used.rows.map((r) => r.topic_id)]) delta.set(id, (delta.get(id) ?? 0) + 1);
    await client.query(
      `UPDATE topics t SET article_count = CASE WHEN t.id = ANY($3::bigint[]) THEN 0 ELSE t.article_count END + d.delta
       FROM unnest($1::bigint[], $2::int[]) AS d(id, delta) WHERE t.id = d.id`,
      [[...delta.keys()], [...delta.values()], changed],
    );
    await markStoreBuilt(client);
    const topics = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM topics')).rows[0]!.n;
    return { topics, occurrences: scanned, articles: rescan.length };
  });
}
