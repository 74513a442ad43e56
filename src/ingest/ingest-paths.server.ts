import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { updateRecommendations } from '#src/db/recommendation-builder.server.ts';
import { updateTopics } from '#src/db/topic-updater.server.ts';
import { ingestPackageInput, packageDetector, ZIP_FILE, type PackageOptions } from './package/package-input.server.ts';
import { ingestInBatches, type Prepared } from './ingest-batches.server.ts';
import { createReadPool } from './read-pool.server.ts';
import { ARTICLE_FILE_EXTENSIONS, isArticleFileName } from './article-files.ts';

export interface IngestSummary {
  ingested: number;
  updated: number;
  failed: number;
  bytes: number;
  seconds: number;
  failures: string[];
  /** Packages stored but not complete: "package: file: what is missing", one line per file. */
  incomplete: string[];
}

export interface IngestOptions {
  maxBytes: number;
  /** Called after each file with how many are done of how many. */
  onProgress?: (done: number, total: number) => void;
  onFailure?: (message: string) => void;
  /** Worker threads that read and map files while earlier batches are written (0: this thread; default 0). */
  workers?: number;
  /** Articles stored per transaction (a savepoint each; default 32). */
  batchSize?: number;
  /** Update the topics store for the run's articles after the run (default true). */
  refreshTopics?: boolean;
  /** Update the recommendations of the run's articles and those around them after the run (default true). */
  refreshRecommendations?: boolean;
  /** Build each article's questions and answers as it is stored (default true; bench measures without). */
  questions?: boolean;
  /** Asset storage and limits for article packages (zips, folders of one XML and its files). */
  packages?: PackageOptions;
  /** Compute enriched content, and for packages renditions, thumbnails, data profiles, GD and VM (default true; bench measures without). */
  enrich?: boolean;
}

/**
 * Expands files and directories (recursively) into article files and zips, in a stable order.
 * A directory without any is named in `empty` (a package that lacks its article XML).
 */
export async function collectXmlFiles(inputs: string[]): Promise<{ files: string[]; missing: string[]; empty: string[] }> {
  const files: string[] = [];
  const missing: string[] = [];
  const empty: string[] = [];
  for (const input of inputs) {
    const stat = await fs.stat(input).catch(() => undefined);
    if (!stat) missing.push(input);
    else if (stat.isDirectory()) {
      const entries = await fs.readdir(input, { recursive: true, withFileTypes: true });
      const found = entries
        .filter((e) => e.isFile() && (isArticleFileName(e.name) || ZIP_FILE.test(e.name)))
        .map((e) => path.resolve(e.parentPath, e.name))
        .sort();
      if (found.length === 0) empty.push(input);
      files.push(...found);
    } else files.push(path.resolve(input));
  }
  return { files: [...new Set(files)], missing, empty };
}

/** Ingests every file; a bad file is reported and skipped, the rest still ingest. */
export async function ingestPaths(pool: pg.Pool, inputs: string[], options: IngestOptions): Promise<IngestSummary> {
  const started = performance.now();
  const { files, missing, empty } = await collectXmlFiles(inputs);
  const summary = emptySummary();
  const fail = failWith(summary, options);
  for (const m of missing) fail(`${m}: no such file or directory`);
  for (const e of empty) fail(`${e}: no article file (${ARTICLE_FILE_EXTENSIONS}) and no package zip found`);
  const run = openIngestRun(pool, options);
  try {
    await storeFiles(pool, run, files, options, summary);
  } finally {
    await run.close();
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

export function emptySummary(): IngestSummary {
  return { ingested: 0, updated: 0, failed: 0, bytes: 0, seconds: 0, failures: [], incomplete: [] };
}

function failWith(summary: IngestSummary, options: Pick<IngestOptions, 'onFailure'>) {
  return (message: string) => {
    summary.failed++;
    summary.failures.push(message);
    options.onFailure?.(message);
  };
}

/** What reads and maps files for one or more `storeFiles` calls (its worker threads live until `close`). */
export interface IngestRun {
  prepare(file: string): Promise<Prepared>;
  close(): Promise<void>;
}

export function openIngestRun(pool: pg.Pool, options: IngestOptions): IngestRun {
  const detectPackage = packageDetector();
  const reader = createReadPool(options.workers ?? 0, {
    maxBytes: options.maxBytes,
    questions: options.questions !== false,
    enrich: options.enrich !== false,
  });
  const packages = options.packages && options.enrich === false ? { ...options.packages, enrich: false } : options.packages;
  return {
    async prepare(file) {
      const kind = packages ? await detectPackage(file).catch(() => undefined) : undefined;
      if (kind && packages) return { file, kind: 'package', ingest: () => ingestPackageInput(pool, file, kind, packages) };
      if (ZIP_FILE.test(file))
        return { file, kind: 'article', result: { ok: false, message: `${file}: zip packages can only be ingested with asset storage` } };
      return { file, kind: 'article', result: await reader.prepare(file) };
    },
    close: () => reader.close(),
  };
}

/**
 * Stores `files` (batches, a savepoint per article) into `summary`, then updates the topics and
 * recommendations of the articles they stored. `onFile` hears each file's outcome: undefined
 * when it is stored, else its failure message.
 */
export async function storeFiles(
  pool: pg.Pool,
  run: IngestRun,
  files: readonly string[],
  options: IngestOptions,
  summary: IngestSummary,
  onFile?: (file: string, failure: string | undefined) => void,
): Promise<void> {
  const fail = failWith(summary, options);
  // Articles this run writes carry an updated_at from a transaction that begins after this.
  const since = (await pool.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
  const before = summary.ingested + summary.updated;
  let done = 0;
  await ingestInBatches(
    pool,
    files,
    {
      prepare: (file) => run.prepare(file),
      stored(file, outcome, bytes, missing) {
        summary.bytes += bytes;
        summary.incomplete.push(...missing.map((m) => `${path.dirname(file)}: ${m}`));
        if (outcome === 'inserted') summary.ingested++;
        else summary.updated++;
        onFile?.(file, undefined);
        options.onProgress?.(++done, files.length);
      },
      failed(message, file) {
        fail(message);
        onFile?.(file, message);
        options.onProgress?.(++done, files.length);
      },
    },
    options.batchSize,
  );
  const changed =
    summary.ingested + summary.updated > before
      ? (await pool.query<{ id: string }>('SELECT id FROM articles WHERE updated_at >= $1', [since])).rows.map((r) => r.id)
      : [];
  if (changed.length > 0) {
    await updateAfterIngest(pool, changed, {
      topics: options.refreshTopics !== false,
      recommendations: options.refreshRecommendations !== false,
      fail,
    });
  }
}

export interface UpdateAfterIngest {
  /** Update the topics store (default true). */
  topics?: boolean;
  /** Update the recommendations (default true). */
  recommendations?: boolean;
  /** A failed update's message (the other still runs; nothing of the failed one is stored). */
  fail(message: string): void;
}

/**
 * What an ingest run ends with, for the articles it stored: topic pages and annotations follow
 * them (keywords shared by several articles), and the precomputed recommendation lists around
 * them are made again. The two touch different tables under different locks and each is one
 * transaction of its own, so they run side by side on two connections of `pool` (recommendations
 * take a third while they look up references): the run ends when the longer one does, not after
 * both. Returns each one's seconds (null when not run, or failed).
 */
export async function updateAfterIngest(
  pool: pg.Pool,
  changed: readonly string[],
  options: UpdateAfterIngest,
): Promise<{ topics: number | null; recommendations: number | null }> {
  const timed = async (run: () => Promise<unknown>, failure: string): Promise<number | null> => {
    const t0 = performance.now();
    try {
      await run();
      return (performance.now() - t0) / 1000;
    } catch (e) {
      options.fail(`${failure}: ${(e as Error).message}`);
      return null;
    }
  };
  const [topics, recommendations] = await Promise.all([
    options.topics !== false ? timed(() => updateTopics(pool, changed), 'topics: could not update the topics store') : null,
    options.recommendations !== false ? timed(() => updateRecommendations(pool, changed), 'recommendations: could not update them') : null,
  ]);
  return { topics, recommendations };
}

export function summaryLine(s: IngestSummary): string {
  const total = s.ingested + s.updated;
  const rate = s.seconds > 0 ? total / s.seconds : 0;
  return `ingested ${s.ingested}, updated ${s.updated}, failed ${s.failed} in ${s.seconds.toFixed(1)} s (${rate.toFixed(1)} articles/s)`;
}
