/**
 * Finding articles (search, browse, recommendations) for `npm run bench`: search latency (median and p95 over a
 * fixed query set, each query repeated) and recommendation latency (one precomputed-list
 * lookup per stored article), plus the time to recompute every list. Measures, never asserts.
 */
import type pg from 'pg';
import { refreshRecommendations } from '#src/db/recommendation-builder.server.ts';
import { createRecommendationRepository } from '#src/db/recommendation-repository.server.ts';
import { searchArticles } from '#src/db/search-repository.server.ts';
import { parseSearchParams } from '#src/shared/search/search-query.ts';
import { printShare, storedTopicalShare } from './recommendation-relevance.ts';

/** Words, phrases, boolean syntax, filters and a sort, over what the samples hold. */
export const SEARCH_QUERIES = [
  'qs=cell',
  'qs=protein+structure',
  'qs=%22gene+expression%22',
  'qs=neurons+OR+synapses',
  'qs=malaria+-mosquito',
  'qs=renewable+energy',
  'qs=mouse&sort=date',
  'qs=evolution&yearFrom=2012&yearTo=2015',
  'qs=bacteria&openAccess=true',
  'qs=Molecular+architecture+of+human+polycomb+repressive+complex+2',
  'qs=zebrafish&page=2',
  'qs=quantum',
];
const ROUNDS = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

export async function findingBench(pool: pg.Pool, print: (name: string, value: number | string) => void): Promise<void> {
  const requests = SEARCH_QUERIES.map((q) => {
    const parsed = parseSearchParams(new URLSearchParams(q));
    if (!parsed.ok) throw new Error(`bench query ${q}: ${parsed.message}`);
    return parsed.request;
  });
  for (const r of requests) await searchArticles(pool, r); // warm the caches once
  const searches: number[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const r of requests) searches.push(await timed(() => searchArticles(pool, r)));
  print('search_queries', `${requests.length} × ${ROUNDS}`);
  print('search_median_ms', percentile(searches, 50).toFixed(2));
  print('search_p95_ms', percentile(searches, 95).toFixed(2));

  const refresh = await timed(() => refreshRecommendations(pool));
  print('recommendations_refresh_ms', refresh.toFixed(0));
  // Sanity: the share of recommendations sharing a subject or keyword with their article.
  printShare('recommendations_samples', await storedTopicalShare(pool), print);
  const repository = createRecommendationRepository(pool);
  const piis = (await pool.query<{ pii: string }>('SELECT pii FROM articles ORDER BY id')).rows.map((r) => r.pii);
  const lookups: number[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const pii of piis) lookups.push(await timed(() => repository.recommendationsFor(pii)));
  print('recommendations_lookups', `${piis.length} × ${ROUNDS}`);
  print('recommendations_median_ms', percentile(lookups, 50).toFixed(2));
  print('recommendations_p95_ms', percentile(lookups, 95).toFixed(2));
}
