import path from 'node:path';
import type pg from 'pg';
import { saveArticleBatch, type BatchArticle } from '#src/db/article-batch-writer.server.ts';
import type { SaveOutcome } from '#src/db/article-writer.server.ts';
import type { PrepareResult } from './prepare-article.server.ts';
import { IngestError } from './read-article.server.ts';

/** Articles per transaction: one commit each, short enough that other writers never wait long. */
export const DEFAULT_BATCH_SIZE = 32;
const FIRST_BATCH = 2;

/** A file, as the reading step left it: an article to store, a package to ingest on its own, or a failure. */
export type Prepared =
  | { file: string; kind: 'article'; result: PrepareResult }
  | { file: string; kind: 'package'; ingest: () => Promise<{ outcome: SaveOutcome; bytes: number; missing: string[] }> };

export interface BatchHooks {
  prepare(file: string): Promise<Prepared>;
  stored(file: string, outcome: SaveOutcome, bytes: number, missing: readonly string[]): void;
  /** `file`: the file the message is about (a batch's database failure names each of its files). */
  failed(message: string, file: string): void;
}

/**
 * Stores `files` in batches: while one batch is written (one transaction, a savepoint per
 * article), the next batch's files are already being read and mapped (on the worker threads
 * when there are any). A package keeps its own transaction (its files go to asset storage).
 */
export async function ingestInBatches(
  pool: pg.Pool,
  files: readonly string[],
  hooks: BatchHooks,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<void> {
  const chunks: string[][] = [];
  // Batches start small and double: the first articles are stored (and shown) within moments.
  for (let i = 0, size = Math.min(FIRST_BATCH, batchSize); i < files.length; i += size, size = Math.min(size * 2, batchSize)) {
    chunks.push(files.slice(i, i + size));
  }
  const start = (chunk: readonly string[]) => chunk.map((file) => hooks.prepare(file));
  let reading = chunks.length > 0 ? start(chunks[0]!) : [];
  for (let i = 0; i < chunks.length; i++) {
    const prepared = await Promise.all(reading);
    reading = i + 1 < chunks.length ? start(chunks[i + 1]!) : [];
    await writeBatch(pool, prepared, hooks);
  }
}

async function writeBatch(pool: pg.Pool, prepared: readonly Prepared[], hooks: BatchHooks): Promise<void> {
  const articles: { file: string; bytes: number; article: BatchArticle }[] = [];
  for (const p of prepared) {
    if (p.kind === 'package') continue;
    if (!p.result.ok) {
      hooks.failed(p.result.message, p.file);
      continue;
    }
    const { read, questions } = p.result.prepared;
    articles.push({
      file: p.file,
      bytes: read.bytes,
      article: {
        model: read.model,
        questions,
        source: { file: path.basename(p.file), sha256: read.sha256, xml: read.xml, enriched: read.enriched },
      },
    });
  }
  try {
    const results = await saveArticleBatch(
      pool,
      articles.map((a) => a.article),
    );
    results.forEach((r, i) => {
      const { file, bytes } = articles[i]!;
      if ('error' in r) hooks.failed(`${file}: ${r.error.message}`, file);
      else hooks.stored(file, r.outcome, bytes, []);
    });
  } catch (e) {
    // The batch's transaction did not commit: none of its articles is stored.
    for (const { file } of articles) hooks.failed(`${file}: ${(e as Error).message}`, file);
  }
  for (const p of prepared) {
    if (p.kind !== 'package') continue;
    try {
      const { outcome, bytes, missing } = await p.ingest();
      hooks.stored(p.file, outcome, bytes, missing);
    } catch (e) {
      hooks.failed(e instanceof IngestError ? e.message : `${p.file}: ${(e as Error).message}`, p.file);
    }
  }
}
