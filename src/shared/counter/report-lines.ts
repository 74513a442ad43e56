import { countMetrics, SEARCHES_PLATFORM, type CountedUse, type ReportMetric } from './metrics.ts';
import type { ReportAttribute, ReportDefinition } from './report-definitions.ts';
import type { UsageData, UsageFact, UsageItem, UsageTitle } from './usage-facts.ts';

/** One metric of one report item (platform, title or item) under one attribute combination. */
export interface ReportLine {
  /** The title (title and item reports). */
  title: UsageTitle | null;
  /** The item (item reports). */
  item: UsageItem | null;
  attributes: Partial<Record<ReportAttribute, string>>;
  metric: ReportMetric;
  /** Count per `YYYY-MM` of the period (zeros included). */
  months: Record<string, number>;
  total: number;
}

function attributeValue(attribute: ReportAttribute, fact: UsageFact, item: UsageItem, title: UsageTitle, def: ReportDefinition): string {
  switch (attribute) {
    case 'Data_Type':
      return def.level === 'item' ? item.dataType : title.dataType;
    case 'YOP':
      // COUNTER: an unknown year of publication is reported as 0001.
      return item.yop ? String(item.yop).padStart(4, '0') : '0001';
    case 'Access_Type':
      return fact.accessType;
    case 'Access_Method':
      return fact.accessMethod;
  }
}

function passes(def: ReportDefinition, fact: UsageFact, item: UsageItem, title: UsageTitle): boolean {
  const { Data_Type, Access_Type, Access_Method } = def.filters;
  const dataType = def.level === 'item' ? item.dataType : title.dataType;
  if (Data_Type && !Data_Type.includes(dataType)) return false;
  if (Access_Type && !Access_Type.includes(fact.accessType)) return false;
  if (Access_Method && !Access_Method.includes(fact.accessMethod)) return false;
  return true;
}

interface Group {
  title: UsageTitle | null;
  item: UsageItem | null;
  attributes: Partial<Record<ReportAttribute, string>>;
  byMonth: Map<string, CountedUse[]>;
}

function sortKey(group: Group): string {
  const name = group.item?.title ?? group.title?.title ?? '';
  return `${group.title?.title ?? ''}\u0000${name}\u0000${Object.values(group.attributes).join('\u0000')}`;
}

/** COUNTER R5.1: searches are reported on a row of Data_Type Platform, and are all regular use. */
const SEARCH_ATTRIBUTES: Partial<Record<ReportAttribute, string>> = { Data_Type: 'Platform', Access_Method: 'Regular' };

/** The Searches_Platform line of a platform report that names the metric, if the period had searches. */
function searchesLine(def: ReportDefinition, data: UsageData, months: readonly string[]): ReportLine[] {
  if (def.level !== 'platform' || !def.metrics.includes(SEARCHES_PLATFORM)) return [];
  const attributes = Object.fromEntries(def.attributes.map((a) => [a, SEARCH_ATTRIBUTES[a] ?? '']));
  const { Data_Type, Access_Method } = def.filters;
  if (Data_Type && !(Data_Type as string[]).includes('Platform')) return [];
  if (Access_Method && !Access_Method.includes('Regular')) return [];
  const perMonth = Object.fromEntries(months.map((m) => [m, data.searches?.[m] ?? 0]));
  const total = Object.values(perMonth).reduce((a, b) => a + b, 0);
  return total > 0 ? [{ title: null, item: null, attributes, metric: SEARCHES_PLATFORM, months: perMonth, total }] : [];
}

/**
 * The report's lines: the platform's searches first (platform reports), then facts filtered by the report's filters, grouped by its level and
 * attributes, counted month by month; metric lines without any usage are left out.
 */
export function reportLines(def: ReportDefinition, data: UsageData, months: readonly string[]): ReportLine[] {
  const inPeriod = new Set(months);
  const groups = new Map<string, Group>();
  for (const fact of data.facts) {
    if (!inPeriod.has(fact.month)) continue;
    const item = data.items.get(fact.itemId);
    const title = item ? data.titles.get(item.titleId) : undefined;
    if (!item || !title || !passes(def, fact, item, title)) continue;
    const attributes = Object.fromEntries(def.attributes.map((a) => [a, attributeValue(a, fact, item, title, def)]));
    const owner = def.level === 'platform' ? 'platform' : def.level === 'title' ? title.id : item.id;
    const key = `${owner}\u0000${JSON.stringify(attributes)}`;
    let group = groups.get(key);
    if (!group) {
      group = { title: def.level === 'platform' ? null : title, item: def.level === 'item' ? item : null, attributes, byMonth: new Map() };
      groups.set(key, group);
    }
    const uses = group.byMonth.get(fact.month) ?? [];
    uses.push({
      sessionKey: fact.sessionKey,
      itemId: item.id,
      titleId: title.id,
      isBook: title.dataType === 'Book',
      activity: fact.activity,
      denial: fact.denial,
      count: fact.count ?? 1,
    });
    group.byMonth.set(fact.month, uses);
  }
  const lines: ReportLine[] = searchesLine(def, data, months);
  for (const group of [...groups.values()].sort((a, b) => sortKey(a).localeCompare(sortKey(b)))) {
    const counted = new Map(months.map((m) => [m, countMetrics(group.byMonth.get(m) ?? [])]));
    for (const metric of def.metrics) {
      if (metric === SEARCHES_PLATFORM) continue;
      const perMonth = Object.fromEntries(months.map((m) => [m, counted.get(m)![metric]]));
      const total = Object.values(perMonth).reduce((a, b) => a + b, 0);
      if (total > 0) lines.push({ title: group.title, item: group.item, attributes: group.attributes, metric, months: perMonth, total });
    }
  }
  return lines;
}
