import type { TocOutlineItem } from '#src/web/ui/toc-data.ts';
import { byShortcode, hasResearchData, isEmptyPayload, type EnrichedEntry } from '#src/shared/enriched/enriched-apps.ts';

/** 000 §5: the enriched-content anchors of the table of contents, active for every reader. */
export const RESEARCH_DATA_ANCHOR = 'ec-research-data';
export const CASE_INSIGHTS_ANCHOR = 'ec-interactive-case-insights';
export const RESEARCH_DATA_TITLE = 'Research data';
export const CASE_INSIGHTS_TITLE = 'Interactive case insights';

/** Whether the ICI app has content to show. */
export function hasCaseInsights(entries: readonly EnrichedEntry[]): boolean {
  const ici = byShortcode(entries).ICI;
  return !!ici && ici.success && !isEmptyPayload(ici.payload);
}

/** The anchors to add once the enriched content has arrived: one per app group that has content. */
export function enrichedAnchorsOf(entries: readonly EnrichedEntry[]): TocOutlineItem[] {
  const anchors: TocOutlineItem[] = [];
  if (hasResearchData(entries))
    anchors.push({ id: RESEARCH_DATA_ANCHOR, title: RESEARCH_DATA_TITLE, level: 2, anchorType: 'ec-research-data', children: [] });
  if (hasCaseInsights(entries))
    anchors.push({
      id: CASE_INSIGHTS_ANCHOR,
      title: CASE_INSIGHTS_TITLE,
      level: 2,
      anchorType: 'ec-interactive-case-insights',
      children: [],
    });
  return anchors;
}

/** GD payload.kmlIds (000 §3, §4: "on receipt … the kml ids … update"). */
export function kmlIdsOf(entries: readonly EnrichedEntry[]): string[] {
  const gd = byShortcode(entries).GD;
  const ids = gd?.success ? (gd.payload as { kmlIds?: unknown } | null)?.kmlIds : undefined;
  return Array.isArray(ids) ? ids.filter((i): i is string => typeof i === 'string') : [];
}
