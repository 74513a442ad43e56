import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleModelSchema } from '#src/shared/article/content-model.ts';
import { examQuestionSchema } from '#src/shared/exam/exam-question.ts';
import { collectXmlFiles } from './ingest-paths.server.ts';
import { readArticleFile } from './read-article.server.ts';

/**
 * Ingest does not parse the mappers' output with the content-model schema again (it is our own
 * typed data, made from XML that the parser and the exam schema check): every sample article,
 * JATS and Elsevier, packages included, is held to that schema here instead, and parsing it
 * changes nothing (no key stripped, no default filled) — so what ingest stores is what the
 * schema would have let through.
 */
const readModelSchema = articleModelSchema.extend({ exam: z.array(examQuestionSchema).optional() });

describe('the mapped content model of every sample conforms to its schema unchanged', async () => {
  const { files } = await collectXmlFiles(['samples']);
  it.each(files.filter((f) => !f.endsWith('.zip')))('%s', async (file) => {
    const { model } = await readArticleFile(file, 50e6);
    const parsed = readModelSchema.safeParse(model);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Compared as stored (JSONB): the schema's output keeps keys it was given as undefined.
    const stored = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(stored(parsed.data)).toStrictEqual(stored(model));
  });
});
