import { existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';

/**
 * Ingest throughput of the shared corpus (its article XML and its packages) with and without the
 * enriched content (ADR 006): the apps computed from every article (DP, OD, MD, DL) and, for the
 * packages, web renditions, thumbnails, data-file profiles, GD and the VM pyramids. The issue
 * allows at most a 15% drop. The corpus is ingested once to start (so both runs take the same
 * update path), then with and without twice, alternating which goes first; topics and
 * recommendations are not refreshed.
 */
export const CORPUS_INPUTS = ['../shared/corpus/jats', '../shared/corpus/elsevier', '../shared/corpus/packages'];

export async function enrichmentIngestBench(
  pool: pg.Pool,
  dataDir: string,
  print: (name: string, value: number | string) => void,
  inputs: string[] = CORPUS_INPUTS,
  rounds = 2,
): Promise<void> {
  if (!inputs.every((input) => existsSync(input))) {
    print('ingest_corpus_enrichment', `skipped: ${inputs.filter((input) => !existsSync(input)).join(', ')} not found`);
    return;
  }
  const packages = {
    assets: localFolderStorage(path.join(dataDir, 'assets-enrichment-bench')),
    maxPackageBytes: 200 * 1024 * 1024,
    maxXmlBytes: 50 * 1024 * 1024,
  };
  const run = async (enrich: boolean) => {
    const summary = await ingestPaths(pool, inputs, {
      maxBytes: 50 * 1024 * 1024,
      packages,
      enrich,
      refreshTopics: false,
      refreshRecommendations: false,
    });
    if (summary.failed > 0) throw new Error(`corpus ingest (enrich ${enrich}) failed: ${summary.failures.slice(0, 3).join('; ')}`);
    return { articles: summary.ingested + summary.updated, seconds: summary.seconds };
  };
  const first = await run(true);
  print('ingest_corpus_articles', first.articles);
  let withSeconds = 0;
  let withoutSeconds = 0;
  for (let round = 0; round < rounds; round++) {
    const enrichFirst = round % 2 === 0;
    const a = await run(enrichFirst);
    const b = await run(!enrichFirst);
    withSeconds += (enrichFirst ? a : b).seconds;
    withoutSeconds += (enrichFirst ? b : a).seconds;
  }
  const withRate = (first.articles * rounds) / withSeconds;
  const withoutRate = (first.articles * rounds) / withoutSeconds;
  print('ingest_corpus_without_enrichment_articles_per_s', withoutRate.toFixed(1));
  print('ingest_corpus_with_enrichment_articles_per_s', withRate.toFixed(1));
  print('ingest_corpus_enrichment_throughput_ratio', (withRate / withoutRate).toFixed(3));
  print('ingest_corpus_enrichment_drop_pct', ((100 * (withoutRate - withRate)) / withoutRate).toFixed(1));
}
