import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildExtractiveQuestions } from '#src/shared/qa/extractive-engine.ts';
import { sentenceSpans } from '#src/shared/qa/sentences.ts';
import { sourceParagraphs } from '#src/shared/qa/source-paragraphs.ts';
import { readArticleFile } from '../read-article.server.ts';

/** Every extractive answer sentence is verbatim in a paragraph it cites, for every bundled JATS sample. */
describe('questions of the bundled samples', () => {
  const dirs = ['samples/elife', 'samples/plos'];
  const files = dirs.flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.xml')).map((f) => `${d}/${f}`));
  it.each(files)('%s', async (file) => {
    const { model } = await readArticleFile(file, 50e6);
    const text = new Map(sourceParagraphs(model).map((s) => [s.id, s.text]));
    for (const q of buildExtractiveQuestions(model)) {
      expect(q.answer).toBe(q.paragraphs.map((s) => s.passage).join(' '));
      for (const source of q.paragraphs) for (const s of sentenceSpans(source.passage)) expect(text.get(source.paragraph_id)).toContain(s.text);
    }
  });
});
