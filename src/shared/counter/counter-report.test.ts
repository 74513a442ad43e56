import { describe, expect, it } from 'vitest';
import { counterJson } from './counter-report.ts';
import { counterTabular, serializeTabular } from './counter-tabular.ts';
import { reportByPath } from './report-definitions.ts';
import { reportLines } from './report-lines.ts';
import type { UsageData, UsageFact } from './usage-facts.ts';

const data = (facts: UsageFact[]): UsageData => ({
  facts,
  titles: new Map([
    [
      'j',
      {
        id: 'j',
        title: 'Journal J',
        proprietaryId: 'Lectern:jj',
        publisher: 'Pub',
        printIssn: '1234-5678',
        onlineIssn: null,
        isbn: null,
        dataType: 'Journal' as const,
      },
    ],
    [
      'b',
      {
        id: 'b',
        title: 'Book B',
        proprietaryId: 'Lectern:bb',
        publisher: 'Pub',
        printIssn: null,
        onlineIssn: null,
        isbn: null,
        dataType: 'Book' as const,
      },
    ],
  ]),
  items: new Map([
    [
      'a1',
      {
        id: 'a1',
        titleId: 'j',
        title: 'Article 1',
        proprietaryId: 'Lectern:A1',
        doi: '10.1/a1',
        publicationDate: '2025-05-01',
        yop: 2025,
        authors: ['Ann Author'],
        dataType: 'Article' as const,
      },
    ],
    [
      'c1',
      {
        id: 'c1',
        titleId: 'b',
        title: 'Chapter 1',
        proprietaryId: 'Lectern:C1',
        doi: null,
        publicationDate: null,
        yop: null,
        authors: [],
        dataType: 'Book_Segment' as const,
      },
    ],
    [
      'c2',
      {
        id: 'c2',
        titleId: 'b',
        title: 'Chapter 2',
        proprietaryId: 'Lectern:C2',
        doi: null,
        publicationDate: null,
        yop: null,
        authors: [],
        dataType: 'Book_Segment' as const,
      },
    ],
  ]),
});

const fact = (over: Partial<UsageFact>): UsageFact => ({
  month: '2026-01',
  sessionKey: 's1',
  itemId: 'a1',
  activity: 'request',
  denial: null,
  accessType: 'Controlled',
  accessMethod: 'Regular',
  ...over,
});

const facts = [
  fact({}),
  fact({ month: '2026-02' }),
  fact({ sessionKey: 's2', accessType: 'Open', activity: 'investigation' }),
  fact({ denial: 'No_License' }),
  fact({ itemId: 'c1' }),
  fact({ itemId: 'c2' }),
  fact({ accessMethod: 'TDM' }),
];
const context = {
  audience: { institutionId: '5', institutionName: 'Uni' },
  period: { begin: '2026-01', end: '2026-02' },
  platform: 'Lectern',
  createdBy: 'Lectern',
  created: new Date('2026-03-02T10:00:00.123Z'),
  exceptions: [],
};
const months = ['2026-01', '2026-02'];

describe('COUNTER report lines', () => {
  it('TR_J1: controlled, regular journal requests by title', () => {
    const lines = reportLines(reportByPath('tr_j1')!, data(facts), months);
    expect(lines.map((l) => [l.title!.title, l.metric, l.months])).toEqual([
      ['Journal J', 'Total_Item_Requests', { '2026-01': 1, '2026-02': 1 }],
      ['Journal J', 'Unique_Item_Requests', { '2026-01': 1, '2026-02': 1 }],
    ]);
  });

  it('TR_B1: a book counts once per session for Unique_Title_Requests', () => {
    const lines = reportLines(reportByPath('tr_b1')!, data(facts), months);
    expect(lines.map((l) => [l.metric, l.attributes, l.total])).toEqual([
      ['Total_Item_Requests', { Data_Type: 'Book', YOP: '0001' }, 2],
      ['Unique_Title_Requests', { Data_Type: 'Book', YOP: '0001' }, 1],
    ]);
  });

  it('PR: by data type and access method', () => {
    const lines = reportLines(reportByPath('pr')!, data(facts), months);
    const journalRegular = lines.filter((l) => l.attributes.Data_Type === 'Journal' && l.attributes.Access_Method === 'Regular');
    expect(Object.fromEntries(journalRegular.map((l) => [l.metric, l.total]))).toEqual({
      Total_Item_Investigations: 3,
      Total_Item_Requests: 2,
      Unique_Item_Investigations: 3,
      Unique_Item_Requests: 2,
    });
    expect(lines.some((l) => l.attributes.Access_Method === 'TDM')).toBe(true);
  });

  it('TR: denials are reported as No_License', () => {
    const lines = reportLines(reportByPath('tr')!, data(facts), months);
    expect(lines.filter((l) => l.metric === 'No_License').map((l) => l.total)).toEqual([1]);
  });
});

describe('COUNTER JSON and tabular forms', () => {
  const def = reportByPath('ir_a1')!;
  const lines = reportLines(def, data(facts), months);

  it('IR_A1 JSON groups items under their journal and omits zero months', () => {
    const report = counterJson(def, context, lines);
    expect(report.Report_Header).toMatchObject({
      Release: '5.1',
      Report_ID: 'IR_A1',
      Report_Name: 'Journal Article Requests',
      Created: '2026-03-02T10:00:00Z',
      Institution_ID: { Proprietary: ['Lectern:5'] },
      Report_Filters: {
        Metric_Type: ['Total_Item_Requests', 'Unique_Item_Requests'],
        Begin_Date: '2026-01-01',
        End_Date: '2026-02-28',
        Data_Type: ['Article'],
        Access_Method: ['Regular'],
      },
    });
    expect(report.Report_Items).toEqual([
      {
        Title: 'Journal J',
        Item_ID: { Proprietary: 'Lectern:jj', Print_ISSN: '1234-5678' },
        Items: [
          {
            Item: 'Article 1',
            Publisher: 'Pub',
            Platform: 'Lectern',
            Authors: [{ Name: 'Ann Author' }],
            Publication_Date: '2025-05-01',
            Item_ID: { DOI: '10.1/a1', URI: 'https://doi.org/10.1/a1', Proprietary: 'Lectern:A1' },
            Attribute_Performance: [
              {
                Access_Type: 'Controlled',
                Performance: { Total_Item_Requests: { '2026-01': 1, '2026-02': 1 }, Unique_Item_Requests: { '2026-01': 1, '2026-02': 1 } },
              },
            ],
          },
        ],
      },
    ]);
  });

  it('IR_A1 JSON names at most three authors of an item, in byline order', () => {
    const many = data(facts);
    const article = many.items.get('a1')!;
    many.items.set('a1', { ...article, authors: ['Ann Author', 'Bo Bright', 'Cy Clear', 'Di Deep', 'Ed Even'] });
    const report = counterJson(def, context, reportLines(def, many, months));
    const items = (report.Report_Items[0] as { Items: Array<{ Authors: unknown }> }).Items;
    expect(items[0]!.Authors).toEqual([{ Name: 'Ann Author' }, { Name: 'Bo Bright' }, { Name: 'Cy Clear' }]);
  });

  it('PR_P1 JSON: the standard view four metrics in the header and a Data_Type on every row', () => {
    const pr = reportByPath('pr_p1')!;
    const report = counterJson(pr, context, reportLines(pr, data(facts), months));
    expect(report.Report_Header.Report_Filters.Metric_Type).toEqual([
      'Searches_Platform',
      'Total_Item_Requests',
      'Unique_Item_Requests',
      'Unique_Title_Requests',
    ]);
    const rows = (report.Report_Items[0] as { Attribute_Performance: Array<{ Data_Type?: string }> }).Attribute_Performance;
    expect(rows.map((r) => r.Data_Type).sort()).toEqual(['Book', 'Journal']);
  });

  it('tabular: 13 header rows, a blank row, headings, one row per metric', () => {
    const table = counterTabular(def, context, lines);
    expect(table.headerRows.map((r) => r[0])).toEqual([
      'Report_Name',
      'Report_ID',
      'Release',
      'Institution_Name',
      'Institution_ID',
      'Metric_Types',
      'Report_Filters',
      'Report_Attributes',
      'Exceptions',
      'Reporting_Period',
      'Created',
      'Created_By',
      'Registry_Record',
      undefined,
    ]);
    expect(table.headerRows[6]).toEqual(['Report_Filters', 'Data_Type=Article; Access_Method=Regular']);
    expect(table.headerRows[9]).toEqual(['Reporting_Period', 'Begin_Date=2026-01-01; End_Date=2026-02-28']);
    expect(table.columns.slice(-6)).toEqual(['Parent_URI', 'Access_Type', 'Metric_Type', 'Reporting_Period_Total', 'Jan-2026', 'Feb-2026']);
    expect(table.rows.map((r) => r.slice(-5))).toEqual([
      ['Controlled', 'Total_Item_Requests', '2', '1', '1'],
      ['Controlled', 'Unique_Item_Requests', '2', '1', '1'],
    ]);
    const tsv = serializeTabular(table, 'tsv').split('\r\n');
    expect(tsv[0]!.split('\t')).toHaveLength(table.columns.length);
    expect(tsv[14]).toBe(table.columns.join('\t'));
    const csv = serializeTabular({ ...table, rows: [['a,b', 'say "hi"']] }, 'csv').split('\r\n');
    expect(csv[15]).toBe('"a,b","say ""hi"""');
  });
});
