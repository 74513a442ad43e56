import type { ReportMetric } from './metrics.ts';
import type { ReportAttribute, ReportDefinition } from './report-definitions.ts';
import type { ReportLine } from './report-lines.ts';
import { periodDates, type ReportPeriod } from './report-period.ts';
import type { SushiException } from './sushi-exceptions.ts';
import type { UsageItem, UsageTitle } from './usage-facts.ts';

/** Who a report is for: one institution, or the whole platform (institution null). */
export interface ReportAudience {
  institutionId: string | null;
  institutionName: string;
}

export interface ReportContext {
  audience: ReportAudience;
  period: ReportPeriod;
  platform: string;
  createdBy: string;
  created: Date;
  exceptions: SushiException[];
}

type Performance = Partial<Record<ReportMetric, Record<string, number>>>;
type AttributePerformance = Partial<Record<ReportAttribute, string>> & { Performance: Performance };

export interface CounterReportHeader {
  Release: '5.1';
  Report_ID: string;
  Report_Name: string;
  Created: string;
  Created_By: string;
  Institution_ID: Record<string, string[]>;
  Institution_Name: string;
  /** Blank: Lectern has no COUNTER Registry record (a provider without one MUST leave the value blank). */
  Registry_Record: string;
  Report_Filters: Record<string, string | string[]>;
  Report_Attributes?: Record<string, string[]>;
  Exceptions?: SushiException[];
}

export interface CounterReport {
  Report_Header: CounterReportHeader;
  Report_Items: unknown[];
}

export function institutionIdOf(audience: ReportAudience): Record<string, string[]> {
  return { Proprietary: [`Lectern:${audience.institutionId ?? 'platform'}`] };
}

export function reportHeader(def: ReportDefinition, context: ReportContext): CounterReportHeader {
  const { beginDate, endDate } = periodDates(context.period);
  return {
    Release: '5.1',
    Report_ID: def.id,
    Report_Name: def.name,
    Created: context.created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Created_By: context.createdBy,
    Institution_ID: institutionIdOf(context.audience),
    Institution_Name: context.audience.institutionName,
    Registry_Record: '',
    Report_Filters: {
      ...(def.isMaster ? {} : { Metric_Type: def.metrics }),
      Begin_Date: beginDate,
      End_Date: endDate,
      ...def.filters,
    },
    ...(def.isMaster && def.attributes.length > 0
      ? { Report_Attributes: { Attributes_To_Show: def.attributes.filter((a) => a !== 'Data_Type') } }
      : {}),
    ...(context.exceptions.length > 0 ? { Exceptions: context.exceptions } : {}),
  };
}

function nonZero(months: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(months).filter(([, n]) => n > 0));
}

/** Lines grouped by a key, then by attribute combination, into Attribute_Performance lists. */
function attributePerformance(lines: ReportLine[]): AttributePerformance[] {
  const byAttributes = new Map<string, AttributePerformance>();
  for (const line of lines) {
    const key = JSON.stringify(line.attributes);
    let entry = byAttributes.get(key);
    if (!entry) {
      entry = { ...line.attributes, Performance: {} };
      byAttributes.set(key, entry);
    }
    entry.Performance[line.metric] = nonZero(line.months);
  }
  return [...byAttributes.values()];
}

function groupBy<K>(lines: ReportLine[], keyOf: (line: ReportLine) => K): Map<K, ReportLine[]> {
  const groups = new Map<K, ReportLine[]>();
  for (const line of lines) {
    const key = keyOf(line);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return groups;
}

function doiUri(doi: string | null): Record<string, string> {
  return doi ? { DOI: doi, URI: `https://doi.org/${doi}` } : {};
}

export function titleItemId(title: UsageTitle): Record<string, string> {
  return {
    Proprietary: title.proprietaryId,
    ...(title.printIssn ? { Print_ISSN: title.printIssn } : {}),
    ...(title.onlineIssn ? { Online_ISSN: title.onlineIssn } : {}),
    ...(title.isbn ? { ISBN: title.isbn } : {}),
  };
}

function itemEntry(item: UsageItem, title: UsageTitle, platform: string, lines: ReportLine[]): Record<string, unknown> {
  return {
    Item: item.title,
    // Publisher is required in report items; an unknown publisher is an empty string.
    Publisher: title.publisher ?? '',
    Platform: platform,
    // COUNTER R5.1 Authors: at most three (the Authors model's maxItems), in byline order.
    ...(item.authors.length > 0 ? { Authors: item.authors.slice(0, 3).map((Name) => ({ Name })) } : {}),
    ...(item.publicationDate ? { Publication_Date: item.publicationDate } : {}),
    Item_ID: { ...doiUri(item.doi), Proprietary: item.proprietaryId },
    Attribute_Performance: attributePerformance(lines),
  };
}

/** The report as COUNTER 5.1 JSON (COUNTER_SUSHI 5.1 report schemas). */
export function counterJson(def: ReportDefinition, context: ReportContext, lines: ReportLine[]): CounterReport {
  const header = reportHeader(def, context);
  let items: unknown[];
  if (def.level === 'platform') {
    items = lines.length > 0 ? [{ Platform: context.platform, Attribute_Performance: attributePerformance(lines) }] : [];
  } else if (def.level === 'title') {
    items = [...groupBy(lines, (l) => l.title!).entries()].map(([title, titleLines]) => ({
      Title: title.title,
      Item_ID: titleItemId(title),
      Platform: context.platform,
      Publisher: title.publisher ?? '',
      Attribute_Performance: attributePerformance(titleLines),
    }));
  } else {
    items = [...groupBy(lines, (l) => l.title!).entries()].map(([title, titleLines]) => ({
      Title: title.title,
      Item_ID: titleItemId(title),
      Items: [...groupBy(titleLines, (l) => l.item!).entries()].map(([item, itemLines]) =>
        itemEntry(item, title, context.platform, itemLines),
      ),
    }));
  }
  return { Report_Header: header, Report_Items: items };
}
