import type { CounterActivity, CounterDenial } from './usage-rules.ts';

/** The usage metrics (investigations and requests), in report order. */
export const USAGE_METRIC_TYPES = [
  'Total_Item_Investigations',
  'Total_Item_Requests',
  'Unique_Item_Investigations',
  'Unique_Item_Requests',
  'Unique_Title_Investigations',
  'Unique_Title_Requests',
] as const;
/** COUNTER 5.1 metric types of items and titles this platform reports: usage, then denials. */
export const METRIC_TYPES = [...USAGE_METRIC_TYPES, 'Limit_Exceeded', 'No_License'] as const;
export type MetricType = (typeof METRIC_TYPES)[number];
/**
 * Searches_Platform: searches run on the platform (Code of Practice §3.3.4), reported only by
 * PR and PR_P1, on a row of Data_Type Platform. Other Searches_* apply to databases only.
 */
export const SEARCHES_PLATFORM = 'Searches_Platform';
/** Any metric a report line may carry. */
export type ReportMetric = MetricType | typeof SEARCHES_PLATFORM;

/** One recorded use after robots and double clicks were removed. */
export interface CountedUse {
  sessionKey: string;
  itemId: string;
  titleId: string;
  /** Unique_Title_* apply to books only (COUNTER 5.1 §3.3.5). */
  isBook: boolean;
  activity: CounterActivity;
  denial: CounterDenial | null;
  /** Identical uses folded into one (same session, item and attributes); 1 when absent. */
  count?: number;
}

/**
 * The metric counts of a set of uses (one report line, one month): every successful use is an
 * investigation, requests are also requests; Unique_* count each (session, item) or
 * (session, book) once; denials count only as denials.
 */
export function countMetrics(uses: readonly CountedUse[]): Record<MetricType, number> {
  const counts = Object.fromEntries(METRIC_TYPES.map((m) => [m, 0])) as Record<MetricType, number>;
  const distinct: Record<'ii' | 'ir' | 'ti' | 'tr', Set<string>> = { ii: new Set(), ir: new Set(), ti: new Set(), tr: new Set() };
  for (const use of uses) {
    if (use.denial) {
      counts[use.denial] += use.count ?? 1;
      continue;
    }
    const item = `${use.sessionKey}\u0000${use.itemId}`;
    const title = `${use.sessionKey}\u0000${use.titleId}`;
    counts.Total_Item_Investigations += use.count ?? 1;
    distinct.ii.add(item);
    if (use.isBook) distinct.ti.add(title);
    if (use.activity === 'request') {
      counts.Total_Item_Requests += use.count ?? 1;
      distinct.ir.add(item);
      if (use.isBook) distinct.tr.add(title);
    }
  }
  counts.Unique_Item_Investigations = distinct.ii.size;
  counts.Unique_Item_Requests = distinct.ir.size;
  counts.Unique_Title_Investigations = distinct.ti.size;
  counts.Unique_Title_Requests = distinct.tr.size;
  return counts;
}
