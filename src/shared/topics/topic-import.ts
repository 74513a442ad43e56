import { z } from 'zod';
import { slugify } from '../identifiers/slug.ts';

/**
 * The topic import file (`npm run topics -- import <file>`), JSON or TSV:
 *
 * JSON: an array of {"name", "discipline"?, "phrases"?, "description"?}.
 * TSV: a header line naming the columns name, discipline, phrases, description (any order;
 * only name is required), then one topic per line; phrases are separated by "|".
 *
 * A missing discipline is "multidisciplinary"; the name is always one of the phrases.
 */
const text = (max: number) => z.string().trim().min(1).max(max);

export const topicImportEntrySchema = z.object({
  name: text(200),
  discipline: text(100).transform(slugify).optional(),
  phrases: z.array(text(200)).max(50).optional(),
  description: text(5000).optional(),
});
export type TopicImportEntry = z.infer<typeof topicImportEntrySchema>;

export interface ImportedTopic {
  name: string;
  discipline: string;
  slug: string;
  phrases: string[];
  description: string | null;
}

export class TopicImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TopicImportError';
  }
}

function normalise(entry: TopicImportEntry): ImportedTopic {
  const phrases = [...new Set([entry.name, ...(entry.phrases ?? [])])];
  return {
    name: entry.name,
    discipline: entry.discipline ?? 'multidisciplinary',
    slug: slugify(entry.name),
    phrases,
    description: entry.description ?? null,
  };
}

function parseTsv(source: string): unknown[] {
  const lines = source.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const header = (lines.shift() ?? '').split('\t').map((h) => h.trim().toLowerCase());
  if (!header.includes('name')) throw new TopicImportError('line 1: the TSV header must name a "name" column');
  return lines.map((line) => {
    const cells = line.split('\t');
    const row: Record<string, unknown> = {};
    header.forEach((h, i) => {
      const cell = cells[i]?.trim();
      if (!cell) return;
      row[h] =
        h === 'phrases'
          ? cell
              .split('|')
              .map((p) => p.trim())
              .filter(Boolean)
          : cell;
    });
    return row;
  });
}

/** Parses an import file's text; `format` comes from the file name (.json, .tsv). Errors name the entry. */
export function parseTopicImport(source: string, format: 'json' | 'tsv'): ImportedTopic[] {
  let rows: unknown;
  if (format === 'json') {
    try {
      rows = JSON.parse(source);
    } catch (e) {
      throw new TopicImportError(`not valid JSON: ${(e as Error).message}`);
    }
    if (!Array.isArray(rows)) throw new TopicImportError('a JSON import file must hold an array of topics');
  } else rows = parseTsv(source);
  return (rows as unknown[]).map((row, i) => {
    const parsed = topicImportEntrySchema.safeParse(row);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new TopicImportError(`topic ${i + 1}: ${issue.path.join('.') || 'entry'}: ${issue.message}`);
    }
    return normalise(parsed.data);
  });
}
