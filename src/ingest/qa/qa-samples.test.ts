import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isText } from '#src/shared/article/content-model.ts';
import { buildExtractiveQuestions } from '#src/shared/qa/extractive-engine.ts';
import { sentenceSpans } from '#src/shared/qa/sentences.ts';
import { sourceParagraphs } from '#src/shared/qa/source-paragraphs.ts';
import { collectXmlFiles } from '../ingest-paths.server.ts';
import { readArticleFile } from '../read-article.server.ts';

/** Every extractive answer sentence is verbatim in a paragraph it cites, for every bundled JATS sample. */
describe('questions of the bundled samples', () => {
  const dirs = ['samples/elife', 'samples/plos'];
  const files = dirs.flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.xml'))
      .map((f) => `${d}/${f}`),
  );
  it.each(files)('%s', async (file) => {
    const { model } = await readArticleFile(file, 50e6);
    const text = new Map(sourceParagraphs(model).map((s) => [s.id, s.text]));
    for (const q of buildExtractiveQuestions(model)) {
      expect(q.answer).toBe(q.paragraphs.map((s) => s.passage).join(' '));
      for (const source of q.paragraphs)
        for (const s of sentenceSpans(source.passage)) expect(text.get(source.paragraph_id)).toContain(s.text);
    }
  });

  // The same rule as the corpus check (tests/db/questions-corpus.test.ts), here without ../shared/corpus:
  // every research article of samples/ (packages included) with at least 3 body sections gets at least 4 questions.
  it('every research article of the samples with ≥ 3 body sections has ≥ 4 questions', async () => {
    const { files: all } = await collectXmlFiles(['samples']);
    const research: string[] = [];
    const tooFew: string[] = [];
    for (const file of all.filter((f) => !f.endsWith('.zip'))) {
      const { model } = await readArticleFile(file, 50e6);
      const sections = model.body.filter((n) => !isText(n) && n.type === 'section').length;
      if (!(model.articleType === 'research-article' || model.documentSubtype === 'fla') || sections < 3) continue;
      research.push(file);
      const count = buildExtractiveQuestions(model).length;
      if (count < 4) tooFew.push(`${file}: ${count} questions`);
    }
    console.log(
      `questions of the samples: ${research.length} research articles with ≥ 3 body sections, ${research.length - tooFew.length} with ≥ 4 questions`,
    );
    expect(research.filter((f) => f.includes('/elife')).length).toBeGreaterThanOrEqual(20);
    expect(tooFew).toEqual([]);
  }, 120_000);
});
