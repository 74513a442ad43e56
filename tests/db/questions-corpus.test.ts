import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { collectXmlFiles } from '#src/ingest/ingest-paths.server.ts';
import { readArticleFile } from '#src/ingest/read-article.server.ts';
import { isText } from '#src/shared/article/content-model.ts';
import { buildExtractiveQuestions } from '#src/shared/qa/extractive-engine.ts';
import { sentenceSpans } from '#src/shared/qa/sentences.ts';
import { renderArticleHtml } from '#src/web/routes/article-content.tsx';
import { CORPUS_DIR, hasCorpus } from '#tests/setup/samples.ts';

/**
 * Questions answered over the whole corpus (../shared/corpus; skipped when it is absent). Each
 * article is read and mapped as ingest stores it, its questions built as ingest builds them, and
 * its page rendered as the article page renders it: every research article with at least 3 body
 * sections gets at least 4 questions, and every sentence of every extractive answer is found
 * verbatim in a paragraph it cites on the page. Prints the share; below 100% fails. (No
 * database: ingesting ~520 articles into one would only slow the check down. The page's HTML is
 * read with htmlparser2, whose text of an element is the DOM's textContent, several times faster
 * than building a browser-like document for each article.)
 */
describe.skipIf(!hasCorpus)('questions answered in the corpus articles', () => {
  it('every research article with ≥ 3 body sections has ≥ 4 questions; every answer sentence is verbatim in a cited paragraph', async () => {
    const { files } = await collectXmlFiles([`${CORPUS_DIR}/jats`, `${CORPUS_DIR}/elsevier`]);
    expect(files.length).toBeGreaterThan(400);
    let sentences = 0;
    let verbatim = 0;
    let research = 0;
    const tooFew: string[] = [];
    const misses: string[] = [];
    for (const file of files) {
      const { model } = await readArticleFile(file, 50 * 1024 * 1024);
      const questions = buildExtractiveQuestions(model);
      const sections = model.body.filter((n) => !isText(n) && n.type === 'section').length;
      if ((model.articleType === 'research-article' || model.documentSubtype === 'fla') && sections >= 3) {
        research++;
        if (questions.length < 4) tooFew.push(`${file}: ${questions.length} questions`);
      }
      if (questions.length === 0) continue;
      const page = parseDocument(renderArticleHtml(model, 'full'));
      for (const q of questions) {
        expect(q.answer).toBe(q.paragraphs.map((p) => p.passage).join(' '));
        for (const source of q.paragraphs) {
          const element = DomUtils.getElementById(source.paragraph_id, page.children);
          const paragraph = element ? DomUtils.textContent(element) : null;
          for (const s of sentenceSpans(source.passage)) {
            sentences++;
            if (paragraph?.includes(s.text)) verbatim++;
            else misses.push(`${file} ${q.id} ${source.paragraph_id}: ${s.text.slice(0, 120)}`);
          }
        }
      }
    }
    const share = sentences === 0 ? 0 : (100 * verbatim) / sentences;
    console.log(
      `questions corpus: ${files.length} articles, ${research} research articles with ≥ 3 sections; ${verbatim}/${sentences} answer sentences verbatim in a cited paragraph (${share.toFixed(2)}%)`,
    );
    expect(research).toBeGreaterThan(200);
    expect(tooFew).toEqual([]);
    expect(misses.slice(0, 20)).toEqual([]);
    expect(share).toBe(100);
  }, 1_200_000);
});
