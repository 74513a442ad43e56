import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { saveArticle } from '#src/db/article-writer.server.ts';
import { refreshRecommendations } from '#src/db/recommendation-builder.server.ts';
import { refreshTopics } from '#src/db/topic-builder.server.ts';
import { ingestPackageInput, packageDetector, ZIP_FILE, type PackageOptions } from './package/package-input.server.ts';
import { IngestError, readArticleFile } from './read-article.server.ts';
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
  /** Files read and mapped while earlier ones are being written. */
  concurrency?: number;
  /** Rebuild the topics store after the run (default true). */
  refreshTopics?: boolean;
  /** Recompute every article's recommendations after the run (default true). */
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
  const summary: IngestSummary = { ingested: 0, updated: 0, failed: 0, bytes: 0, seconds: 0, failures: [], incomplete: [] };
  const fail = (message: string) => {
    summary.failed++;
    summary.failures.push(message);
    options.onFailure?.(message);
  };
  for (const m of missing) fail(`${m}: no such file or directory`);
  for (const e of empty) fail(`${e}: no article file (${ARTICLE_FILE_EXTENSIONS}) and no package zip found`);
  let done = 0;
  let next = 0;
  const detectPackage = packageDetector();
  const ingestOne = async (file: string) => {
    const kind = options.packages ? await detectPackage(file) : undefined;
    if (kind && options.packages) return ingestPackageInput(pool, file, kind, options.enrich === false ? { ...options.packages, enrich: false } : options.packages);
    if (ZIP_FILE.test(file)) throw new IngestError(`${file}: zip packages can only be ingested with asset storage`);
    const read = await readArticleFile(file, options.maxBytes, options.enrich !== false);
    const outcome = await saveArticle(pool, read.model, { file: path.basename(file), sha256: read.sha256, xml: read.xml, enriched: read.enriched }, { questions: options.questions });
    return { outcome, bytes: read.bytes, missing: [] };
  };
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      try {
        const { outcome, bytes, missing } = await ingestOne(file);
        summary.bytes += bytes;
        summary.incomplete.push(...missing.map((m) => `${path.dirname(file)}: ${m}`));
        if (outcome === 'inserted') summary.ingested++;
        else summary.updated++;
      } catch (e) {
        fail(e instanceof IngestError ? e.message : `${file}: ${(e as Error).message}`);
      }
      options.onProgress?.(++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 3 }, worker));
  // Topic pages and annotations follow the stored articles (keywords shared by several of them).
  if (summary.ingested + summary.updated > 0 && options.refreshTopics !== false) {
    await refreshTopics(pool).catch((e: unknown) => fail(`topics: could not refresh the topics store: ${(e as Error).message}`));
  }
  // Recommendations are precomputed lists over every stored article: new ones change others' lists.
  if (summary.ingested + summary.updated > 0 && options.refreshRecommendations !== false) {
    await refreshRecommendations(pool).catch((e: unknown) => fail(`recommendations: could not refresh them: ${(e as Error).message}`));
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

export function summaryLine(s: IngestSummary): string {
  const total = s.ingested + s.updated;
  const rate = s.seconds > 0 ? total / s.seconds : 0;
  return `ingested ${s.ingested}, updated ${s.updated}, failed ${s.failed} in ${s.seconds.toFixed(1)} s (${rate.toFixed(1)} articles/s)`;
}
