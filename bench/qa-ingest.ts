import type pg from 'pg';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';

/**
 * Ingest with and without building the questions answered in each article (extractive engine):
 * the samples are ingested again twice (both runs take the same update path; topics and
 * recommendations are not refreshed), alternating which goes first over two rounds.
 */
export async function qaIngestBench(pool: pg.Pool, print: (name: string, value: number | string) => void): Promise<void> {
  const run = async (questions: boolean) => {
    const summary = await ingestPaths(pool, ['samples'], {
      maxBytes: 50 * 1024 * 1024,
      questions,
      refreshTopics: false,
      refreshRecommendations: false,
    });
    return summary.seconds;
  };
  let withQa = 0;
  let withoutQa = 0;
  for (const first of [true, false]) {
    const a = await run(first);
    const b = await run(!first);
    withQa += first ? a : b;
    withoutQa += first ? b : a;
  }
  print('ingest_without_qa_s', (withoutQa / 2).toFixed(2));
  print('ingest_with_qa_s', (withQa / 2).toFixed(2));
  print('ingest_qa_overhead_pct', ((100 * (withQa - withoutQa)) / withoutQa).toFixed(1));
}
