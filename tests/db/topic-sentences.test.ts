import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopicRepository } from '#src/db/topic-repository.server.ts';
import { convertCopiedSentences } from '#src/db/topic-sentences.server.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';

const CRYO_EM = ['biochemistry-genetics-and-molecular-biology', 'cryo-em'] as const;

describe('topic uses point into their articles (db/migrations/0025) on the samples', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
  });
  afterAll(() => pool.end());

  it('the store keeps references, no sentence text, and the topic page derives the sentences with the term marked', async () => {
    const { rows } = await pool.query<{ copied: number; referenced: number }>(
      'SELECT count(*) FILTER (WHERE sentence IS NOT NULL)::int AS copied, count(*) FILTER (WHERE paragraph IS NOT NULL)::int AS referenced FROM topic_occurrences',
    );
    expect(rows[0]).toMatchObject({ copied: 0 });
    expect(rows[0]!.referenced).toBeGreaterThan(100);
    const page = (await createTopicRepository(pool).topicPage(...CRYO_EM, 1, 50))!;
    const sentences = page.articles.flatMap((a) => a.sentences);
    expect(sentences.length).toBeGreaterThan(5);
    for (const s of sentences) {
      expect(
        s.text
          .slice(s.matchStart, s.matchEnd)
          .toLowerCase()
          .replace(/[\s–-]+/g, ''),
      ).toBe('cryoem');
      expect(s.text.length).toBeLessThanOrEqual(400);
    }
  });

  it('rows written with a copied sentence (before 0025) read the same, and converting them changes nothing a reader sees', async () => {
    const before = await createTopicRepository(pool).topicPage(...CRYO_EM, 1, 50);
    // Rows as the old store wrote them: the sentence copied, no reference.
    const topic = (await pool.query<{ id: string }>('SELECT id FROM topics WHERE discipline = $1 AND slug = $2', [...CRYO_EM])).rows[0]!.id;
    const shown = before!.articles.flatMap((a) => a.sentences.map((s) => ({ pii: a.pii, ...s })));
    for (const s of shown) {
      await pool.query(
        `UPDATE topic_occurrences o SET sentence = $1, match_start = $2, match_end = $3, paragraph = NULL, text_start = NULL, text_end = NULL
         FROM articles a WHERE a.id = o.article_id AND a.pii = $4 AND o.topic_id = $5 AND o.unit_id = $6`,
        [s.text, s.matchStart, s.matchEnd, s.pii, topic, s.unitId],
      );
    }
    // One copy that no longer matches the article (edited since): it must be kept, never lost.
    const odd = shown[0]!;
    await pool.query(
      `UPDATE topic_occurrences o SET sentence = 'A sentence the article no longer has, about cryo-EM.', match_start = 43, match_end = 50
       FROM articles a WHERE a.id = o.article_id AND a.pii = $1 AND o.topic_id = $2 AND o.unit_id = $3`,
      [odd.pii, topic, odd.unitId],
    );
    const copied = await createTopicRepository(pool).topicPage(...CRYO_EM, 1, 50);
    const oddText = (p: typeof copied) => p!.articles.flatMap((a) => a.sentences).find((s) => s.text.startsWith('A sentence the article'));
    expect(oddText(copied)).toMatchObject({ matchStart: 43, matchEnd: 50 });

    const result = await convertCopiedSentences(pool);
    expect(result).toEqual({ converted: shown.length - 1, kept: 1 });
    const after = await createTopicRepository(pool).topicPage(...CRYO_EM, 1, 50);
    expect(after).toEqual(copied);
    expect(oddText(after)).toBeDefined();
    const left = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM topic_occurrences WHERE sentence IS NOT NULL');
    expect(left.rows[0]!.n).toBe(1);
    expect(await convertCopiedSentences(pool)).toEqual({ converted: 0, kept: 1 });
  });

  it('a topic page is one page of its articles: consecutive pages, the count on each', async () => {
    const topics = createTopicRepository(pool);
    const all = (await topics.topicPage(...CRYO_EM, 1, 50))!;
    expect(all.articles.length).toBe(all.articleCount);
    const one = (await topics.topicPage(...CRYO_EM, 1, 2))!;
    const two = (await topics.topicPage(...CRYO_EM, 2, 2))!;
    expect([...one.articles, ...two.articles].map((a) => a.pii)).toEqual(all.articles.slice(0, 4).map((a) => a.pii));
    expect(two).toMatchObject({ page: 2, pageSize: 2, articleCount: all.articleCount });
  });
});
