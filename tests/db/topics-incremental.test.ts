import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTopics } from '#src/db/topic-builder.server.ts';
import { updateTopics } from '#src/db/topic-updater.server.ts';
import { collectXmlFiles, ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

/** Everything a reader can see of the topics store, by page path and DOI (ids differ between builds). */
async function snapshot(pool: pg.Pool) {
  const q = async (sql: string) => (await pool.query<{ row: string }>(sql)).rows.map((r) => r.row);
  return {
    topics: await q(
      `SELECT concat_ws(' | ', discipline, slug, name, array_to_string(phrases, ','), source, article_count) AS row FROM topics ORDER BY 1`,
    ),
    links: await q(
      `SELECT concat_ws(' | ', t.discipline, t.slug, a.doi, ta.as_keyword) AS row
       FROM topic_articles ta JOIN topics t ON t.id = ta.topic_id JOIN articles a ON a.id = ta.article_id ORDER BY 1`,
    ),
    occurrences: await q(
      `SELECT concat_ws(' | ', t.discipline, t.slug, a.doi, o.unit_id, o.unit_kind, o.unit_position, o.match_start, o.match_end,
         o.defines, o.paragraph, o.text_start, o.text_end) AS row
       FROM topic_occurrences o JOIN topics t ON t.id = o.topic_id JOIN articles a ON a.id = o.article_id ORDER BY 1`,
    ),
    commonWords: await q(
      `SELECT concat_ws(' | ', w.group_key, w.name, (SELECT string_agg(a.doi, ',' ORDER BY a.doi)
         FROM topic_common_word_articles c JOIN articles a ON a.id = c.article_id WHERE c.group_key = w.group_key)) AS row
       FROM topic_common_words w ORDER BY 1`,
    ),
  };
}

describe('topics updated after each ingest run give the same store as a build from scratch', () => {
  let pool: pg.Pool;
  let files: string[];
  beforeAll(async () => {
    pool = openTestPool();
    files = (await collectXmlFiles([SAMPLES_DIR])).files.sort();
  });
  afterAll(async () => {
    await pool.end();
  });

  it('three ingest runs and a changed article, updated incrementally, equal a full rebuild on the same articles', async () => {
    // 30 articles (no common-word limit below 50), then two runs that cross it and add to it.
    const runs = [files.slice(0, 30), files.slice(30, 42), files.slice(42)];
    const ingest = async (run: string[]) => {
      const summary = await ingestPaths(pool, run, { maxBytes: 20 * 1024 * 1024, refreshRecommendations: false });
      expect(summary.failures).toEqual([]);
    };
    await ingest(runs[0]!);
    // Two articles take "analysis" as a keyword: a topic while the store is small, a common word once it has 50 articles.
    const tagged = await pool.query<{ id: string }>(
      `UPDATE articles SET updated_at = now(),
         model = jsonb_set(model, '{keywords}', jsonb_build_array(jsonb_build_object('kind', 'author-keywords', 'terms', jsonb_build_array('analysis')))
           || coalesce(model -> 'keywords', '[]'::jsonb))
       WHERE id IN (SELECT id FROM articles ORDER BY id LIMIT 2) RETURNING id`,
    );
    await updateTopics(
      pool,
      tagged.rows.map((r) => r.id),
    );
    expect((await pool.query("SELECT 1 FROM topics WHERE name = 'analysis'")).rowCount).toBe(1);
    await ingest(runs[1]!);
    await ingest(runs[2]!);
    const total = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0]!.n;
    expect(total).toBeGreaterThanOrEqual(50);

    // An article changed in place: one keyword gone, one it now shares with another article.
    const { rows } = await pool.query<{ id: string; other: string; term: string; dropped: string }>(
      `SELECT a.id, b.id AS other, tb.term, ta.term AS dropped
       FROM topic_article_terms ta JOIN articles a ON a.id = ta.article_id
       JOIN topic_article_terms tb ON tb.article_id <> a.id
       JOIN articles b ON b.id = tb.article_id
       WHERE a.model -> 'keywords' -> 0 -> 'terms' ? ta.term AND NOT (a.id = ANY($1::bigint[]))
         AND NOT EXISTS (SELECT 1 FROM topic_article_terms x WHERE x.group_key = tb.group_key AND x.article_id <> tb.article_id)
       ORDER BY a.id, b.id, tb.term LIMIT 1`,
      [tagged.rows.map((r) => r.id)],
    );
    const change = rows[0]!;
    await pool.query(
      `UPDATE articles SET updated_at = now(), model = jsonb_set(model, '{keywords,0,terms}',
         (SELECT coalesce(jsonb_agg(t), '[]'::jsonb) FROM jsonb_array_elements_text(model -> 'keywords' -> 0 -> 'terms') t WHERE t <> $2)
           || jsonb_build_array($3::text))
       WHERE id = $1`,
      [change.id, change.dropped, change.term],
    );
    const update = await updateTopics(pool, [change.id]);
    // Its work follows the change: far fewer articles scanned than are stored.
    expect(update.articles).toBeLessThan(total / 2);

    const incremental = await snapshot(pool);
    // The new shared keyword became a topic; "analysis" is set aside as a common word.
    expect((await pool.query('SELECT 1 FROM topics WHERE $1 = ANY(phrases)', [change.term])).rowCount).toBe(1);
    expect(incremental.commonWords).toEqual([expect.stringMatching(/^analysis \| analysis \| /)]);
    expect(incremental.occurrences.length).toBeGreaterThan(100);
    await refreshTopics(pool);
    const rebuilt = await snapshot(pool);
    expect(incremental.commonWords).toEqual(rebuilt.commonWords);
    expect(incremental.topics).toEqual(rebuilt.topics);
    expect(incremental.links).toEqual(rebuilt.links);
    expect(incremental.occurrences).toEqual(rebuilt.occurrences);
    // Three ingest runs of the samples and a full rebuild: minutes on a busy 2-core machine.
  }, 300_000);
});
