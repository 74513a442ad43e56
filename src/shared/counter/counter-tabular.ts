import type { ReportDefinition } from './report-definitions.ts';
import type { ReportLine } from './report-lines.ts';
import { monthHeading, monthsOf, periodDates } from './report-period.ts';
import type { CounterReportHeader, ReportContext } from './counter-report.ts';
import { reportHeader } from './counter-report.ts';

/** A report as a table: the 13 COUNTER header rows, a blank row, column headings, data rows. */
export interface TabularReport {
  headerRows: string[][];
  columns: string[];
  rows: string[][];
}

function filtersText(filters: CounterReportHeader['Report_Filters']): string {
  return Object.entries(filters)
    .filter(([name]) => name !== 'Begin_Date' && name !== 'End_Date' && name !== 'Metric_Type')
    .map(([name, value]) => `${name}=${Array.isArray(value) ? value.join('|') : value}`)
    .join('; ');
}

/** A title report filtered to journals has no ISBN column. */
function isJournalsOnly(def: ReportDefinition): boolean {
  return def.filters.Data_Type?.every((t) => t === 'Journal') ?? false;
}

function itemColumns(def: ReportDefinition): string[] {
  if (def.level === 'platform') return ['Platform'];
  if (def.level === 'title') {
    return [
      'Title',
      'Publisher',
      'Publisher_ID',
      'Platform',
      'DOI',
      'Proprietary_ID',
      ...(isJournalsOnly(def) ? [] : ['ISBN']),
      'Print_ISSN',
      'Online_ISSN',
      'URI',
    ];
  }
  return [
    'Item',
    'Publisher',
    'Publisher_ID',
    'Platform',
    'Authors',
    'Publication_Date',
    'Article_Version',
    'DOI',
    'Proprietary_ID',
    'Print_ISSN',
    'Online_ISSN',
    'URI',
    'Parent_Title',
    'Parent_Authors',
    'Parent_Article_Version',
    'Parent_DOI',
    'Parent_Proprietary_ID',
    'Parent_Print_ISSN',
    'Parent_Online_ISSN',
    'Parent_URI',
  ];
}

function itemCells(def: ReportDefinition, line: ReportLine, platform: string): string[] {
  if (def.level === 'platform') return [platform];
  const t = line.title!;
  if (def.level === 'title') {
    return [
      t.title,
      t.publisher ?? '',
      '',
      platform,
      '',
      t.proprietaryId,
      ...(isJournalsOnly(def) ? [] : [t.isbn ?? '']),
      t.printIssn ?? '',
      t.onlineIssn ?? '',
      '',
    ];
  }
  const i = line.item!;
  return [
    i.title,
    t.publisher ?? '',
    '',
    platform,
    i.authors.join('; '),
    i.publicationDate ?? '',
    '',
    i.doi ?? '',
    i.proprietaryId,
    '',
    '',
    i.doi ? `https://doi.org/${i.doi}` : '',
    t.title,
    '',
    '',
    '',
    t.proprietaryId,
    t.printIssn ?? '',
    t.onlineIssn ?? '',
    '',
  ];
}

export function counterTabular(def: ReportDefinition, context: ReportContext, lines: ReportLine[]): TabularReport {
  const header = reportHeader(def, context);
  const months = monthsOf(context.period);
  const { beginDate, endDate } = periodDates(context.period);
  const headerRows = [
    ['Report_Name', header.Report_Name],
    ['Report_ID', header.Report_ID],
    ['Release', header.Release],
    ['Institution_Name', header.Institution_Name],
    [
      'Institution_ID',
      Object.entries(header.Institution_ID)
        .flatMap(([type, ids]) => ids.map((id) => `${type}:${id}`))
        .join('; '),
    ],
    ['Metric_Types', def.isMaster ? '' : def.metrics.join('; ')],
    ['Report_Filters', filtersText(header.Report_Filters)],
    [
      'Report_Attributes',
      header.Report_Attributes
        ? Object.entries(header.Report_Attributes)
            .map(([k, v]) => `${k}=${v.join('|')}`)
            .join('; ')
        : '',
    ],
    ['Exceptions', (header.Exceptions ?? []).map((e) => `${e.Code}: ${e.Message}${e.Data ? ` (${e.Data})` : ''}`).join('; ')],
    ['Reporting_Period', `Begin_Date=${beginDate}; End_Date=${endDate}`],
    ['Created', header.Created],
    ['Created_By', header.Created_By],
    ['Registry_Record', ''],
    [],
  ];
  const columns = [...itemColumns(def), ...def.attributes, 'Metric_Type', 'Reporting_Period_Total', ...months.map(monthHeading)];
  const rows = lines.map((line) => [
    ...itemCells(def, line, context.platform),
    ...def.attributes.map((a) => line.attributes[a] ?? ''),
    line.metric,
    String(line.total),
    ...months.map((m) => String(line.months[m] ?? 0)),
  ]);
  return { headerRows, columns, rows };
}

function tsvCell(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ');
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Tab- or comma-separated text; header rows are padded to the table's width as COUNTER's samples are. */
export function serializeTabular(table: TabularReport, format: 'tsv' | 'csv'): string {
  const width = table.columns.length;
  const cell = format === 'tsv' ? tsvCell : csvCell;
  const separator = format === 'tsv' ? '\t' : ',';
  const pad = (row: string[]) => [...row, ...Array<string>(Math.max(0, width - row.length)).fill('')];
  return [...table.headerRows.map(pad), table.columns, ...table.rows].map((row) => row.map(cell).join(separator)).join('\r\n') + '\r\n';
}
