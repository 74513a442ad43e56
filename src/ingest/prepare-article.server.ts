import { questionsOf } from '#src/db/article-writer.server.ts';
import type { BuiltQuestion } from '#src/shared/qa/qa-types.ts';
import { IngestError, readArticleFile, type ReadArticle } from './read-article.server.ts';

/** One article file read, mapped and its questions built: everything ingest does before the database. */
export interface PreparedArticle {
  read: ReadArticle;
  /** null: questions are not built on this run (the stored ones stay). */
  questions: BuiltQuestion[] | null;
}

export type PrepareResult = { ok: true; prepared: PreparedArticle } | { ok: false; message: string };

export interface PrepareOptions {
  maxBytes: number;
  questions: boolean;
  /** Enriched content (data profile, database links, map, microscope) read too (default true; the bench measures without). */
  enrich?: boolean;
}

/** Never throws: a file that cannot be read is a message, `file:line:col reason` or `file: reason`. */
export async function prepareArticle(file: string, options: PrepareOptions): Promise<PrepareResult> {
  try {
    const read = await readArticleFile(file, options.maxBytes, options.enrich !== false);
    return { ok: true, prepared: { read, questions: options.questions ? questionsOf(read.model) : null } };
  } catch (e) {
    return { ok: false, message: e instanceof IngestError ? e.message : `${file}: ${(e as Error).message}` };
  }
}
