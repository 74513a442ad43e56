import { SEARCH_MAX_PAGE } from './search-query.ts';
import { groupedCount } from '#src/shared/site/grouped-count.ts';

/**
 * How many results a search reports. Up to SEARCH_EXACT_COUNT hits are counted exactly; past
 * that the count is the database's estimate, shown rounded as "About N results", and the
 * pages offered cover the first SEARCH_EXACT_COUNT results (the ranked candidates), as a
 * reader refines a query long before reading that far.
 */
export const SEARCH_EXACT_COUNT = 1000;

/** An estimate rounded to two significant figures (62,431 → 62,000), never below the exact limit. */
export function roundEstimate(n: number): number {
  const floor = SEARCH_EXACT_COUNT + 1;
  if (n < floor) return floor;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.max(floor, Math.round(n / unit) * unit);
}

/** "1 result", "240 results", "About 62,000 results" ("More than 1,000 results" when the estimate is lower than the count). */
export function resultCountText(hitCount: number, estimated: boolean): string {
  if (estimated && hitCount <= SEARCH_EXACT_COUNT + 1) return `More than ${groupedCount(SEARCH_EXACT_COUNT)} results`;
  if (estimated) return `About ${groupedCount(hitCount)} results`;
  return hitCount === 1 ? '1 result' : `${groupedCount(hitCount)} results`;
}

/** The last page the pager offers. */
export function searchLastPage(hitCount: number, estimated: boolean, pageSize: number): number {
  const reachable = estimated ? Math.min(hitCount, SEARCH_EXACT_COUNT) : hitCount;
  return Math.min(Math.ceil(reachable / pageSize), SEARCH_MAX_PAGE);
}

/**
 * The count a page itself gives, or null when the hits must be counted. A page shorter than the
 * page size is the end of the results when they are few: by relevance each tier reads at most
 * SEARCH_EXACT_COUNT + 1 candidates, less those of the tiers above it, and a tier cut at its
 * limit leaves at least SEARCH_EXACT_COUNT / 2 results before the end — so up to that many, the
 * results are all of the hits (by date they always are). An empty page past the first says
 * nothing of how many came before it.
 */
export function countFromPage(first: number, shown: number, pageSize: number): number | null {
  if (shown >= pageSize || (shown === 0 && first > 0)) return null;
  return first + shown <= SEARCH_EXACT_COUNT / 2 ? first + shown : null;
}
