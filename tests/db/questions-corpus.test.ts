import type pg from 'pg';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { isText, type ArticleModel } from '#src/shared/content-model.ts';
import type { BuiltQuestion } from '#src/shared/qa/qa-types.ts';
import { sentenceSpans } from '#src/shared/qa/sentences.ts';
import { renderArticleHtml } from '#src/web/routes/article-content.tsx';
import { CORPUS_DIR, hasCorpus } from '#tests/setup/samples.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * Questions answered over the whole corpus (../shared/corpus; skipped when it is absent): every
 * research article with at least 3 body sections gets at least 4 questions, and every sentence
 * of every extractive answer is found verbatim in a paragraph it cites, on the article's page as
 * rendered from the stored article. Prints the share; anything below 100% fails.
 */
describe.skipIf(!hasCorpus)('questions answered in the corpus articles', () => {
  let pool: pg.Pool;

  beforeAll(async () => {
    pool = openTestPool();
    const summary = await ingestPaths(pool, [`${CORPUS_DIR}/jats`, `${CORPUS_DIR}/elsevier`], { maxBytes: 50 * 1024 * 1024, refreshTopics: false, refreshRecommendations: false });
    expect(summary.ingested).toBeGreaterThan(400);
  }, 900_000);
  afterAll(async () => {
    await pool?.end();
  });

  it('every research article with ≥ 3 body sections has ≥ 4 questions; every answer sentence is verbatim in a cited paragraph', async () => {
    // One article at a time: the corpus's models together do not fit in a test worker's memory.
    const { rows: piis } = await pool.query<{ pii: string }>('SELECT pii FROM articles ORDER BY pii');
    const load = async (pii: string) =>
      (
        await pool.query<{ model: ArticleModel; questions: BuiltQuestion[] | null }>(
          `SELECT a.model, (SELECT json_agg(json_build_object('id', q.question_id, 'answer', q.answer, 'paragraphs', q.paragraphs, 'engine', q.engine) ORDER BY q.position)
                            FROM article_questions q WHERE q.article_id = a.id) AS questions
           FROM articles a WHERE a.pii = $1`,
          [pii],
        )
      ).rows[0]!;
    const window = new Window();
    let sentences = 0;
    let verbatim = 0;
    const tooFew: string[] = [];
    const misses: string[] = [];
    let research = 0;
    for (const { pii } of piis) {
      const { model, questions } = await load(pii);
      const sections = model.body.filter((n) => !isText(n) && n.type === 'section').length;
      const isResearch = model.articleType === 'research-article' || model.documentSubtype === 'fla';
      if (isResearch && sections >= 3) {
        research++;
        if ((questions?.length ?? 0) < 4) tooFew.push(`${pii}: ${questions?.length ?? 0} questions`);
      }
      if (!questions?.length) continue;
      window.document.body.innerHTML = renderArticleHtml(model, 'full');
      const text = (id: string) => window.document.getElementById(id)?.textContent ?? null;
      for (const q of questions) {
        expect(q.answer).toBe(q.paragraphs.map((p) => p.passage).join(' '));
        for (const source of q.paragraphs) {
          const paragraph = text(source.paragraph_id);
          for (const s of sentenceSpans(source.passage)) {
            sentences++;
            if (paragraph?.includes(s.text)) verbatim++;
            else misses.push(`${pii} ${q.id} ${source.paragraph_id}: ${s.text.slice(0, 120)}`);
          }
        }
      }
    }
    const share = sentences === 0 ? 0 : (100 * verbatim) / sentences;
    window.document.body.innerHTML = '';
    await window.happyDOM.close();
    console.log(`questions corpus: ${piis.length} articles, ${research} research articles with ≥ 3 sections; ${verbatim}/${sentences} answer sentences verbatim in a cited paragraph (${share.toFixed(2)}%)`);
    expect(research).toBeGreaterThan(200);
    expect(tooFew).toEqual([]);
    expect(misses.slice(0, 20)).toEqual([]);
    expect(share).toBe(100);
  }, 900_000);
});
