import { METRIC_TYPES, SEARCHES_PLATFORM, USAGE_METRIC_TYPES, type ReportMetric } from './metrics.ts';
import type { AccessMethod, ReportAccessType } from './usage-rules.ts';

/**
 * The COUNTER 5.1 reports Lectern offers (Code of Practice §4): the Platform, Title and Item
 * master reports and their standard views. No Database Report: Lectern hosts journals and
 * books, not databases (a DR only applies to database platforms), so `dr` is 3000.
 */
export type ReportLevel = 'platform' | 'title' | 'item';
export type TitleDataType = 'Journal' | 'Book';
export type ItemDataType = 'Article' | 'Book_Segment';
/** A Data_Type a standard view filters on that Lectern never hosts (TR_B1 covers Book and Reference_Work). */
export type FilterOnlyDataType = 'Reference_Work';
export type ReportAttribute = 'Data_Type' | 'YOP' | 'Access_Type' | 'Access_Method';

export interface ReportFilters {
  Data_Type?: Array<TitleDataType | ItemDataType | FilterOnlyDataType>;
  Access_Type?: ReportAccessType[];
  Access_Method?: AccessMethod[];
}

export interface ReportDefinition {
  /** As in Report_ID: "TR_J1". */
  id: string;
  /** The SUSHI path segment: "tr_j1". */
  path: string;
  name: string;
  description: string;
  level: ReportLevel;
  isMaster: boolean;
  /** In report order; Searches_Platform (platform reports only) is a row of Data_Type Platform. */
  metrics: ReportMetric[];
  filters: ReportFilters;
  /** Columns (and JSON attributes) that split the usage of one report item. */
  attributes: ReportAttribute[];
}

const ALL_USAGE: ReportMetric[] = [...USAGE_METRIC_TYPES];

export const REPORTS: readonly ReportDefinition[] = [
  {
    id: 'PR',
    path: 'pr',
    name: 'Platform Report',
    level: 'platform',
    isMaster: true,
    description: 'Platform-level searches and usage by data type and access method.',
    metrics: [SEARCHES_PLATFORM, ...ALL_USAGE],
    filters: {},
    attributes: ['Data_Type', 'Access_Method'],
  },
  {
    id: 'PR_P1',
    path: 'pr_p1',
    name: 'Platform Usage',
    level: 'platform',
    isMaster: false,
    description: 'Platform-level searches and requests of regular (non-TDM) use.',
    // COUNTER R5.1 fixes PR_P1's Metric_Type filter to exactly these four.
    metrics: [SEARCHES_PLATFORM, 'Total_Item_Requests', 'Unique_Item_Requests', 'Unique_Title_Requests'],
    filters: { Access_Method: ['Regular'] },
    // COUNTER R5.1 PR_P1 rows carry their Data_Type (PR_P1_Attribute_Performance_Other requires it).
    attributes: ['Data_Type'],
  },
  {
    id: 'TR',
    path: 'tr',
    name: 'Title Report',
    level: 'title',
    isMaster: true,
    description: 'Usage and denials of each journal and book.',
    metrics: [...METRIC_TYPES],
    filters: {},
    attributes: ['Data_Type', 'YOP', 'Access_Type', 'Access_Method'],
  },
  {
    id: 'TR_J1',
    path: 'tr_j1',
    name: 'Journal Requests (Controlled)',
    level: 'title',
    isMaster: false,
    description: 'Requests of controlled (paywalled) journal content.',
    metrics: ['Total_Item_Requests', 'Unique_Item_Requests'],
    filters: { Data_Type: ['Journal'], Access_Type: ['Controlled'], Access_Method: ['Regular'] },
    attributes: [],
  },
  {
    id: 'TR_J3',
    path: 'tr_j3',
    name: 'Journal Usage by Access Type',
    level: 'title',
    isMaster: false,
    description: 'Investigations and requests of journal content by access type.',
    metrics: ['Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'],
    filters: { Data_Type: ['Journal'], Access_Method: ['Regular'] },
    attributes: ['Access_Type'],
  },
  {
    id: 'TR_B1',
    path: 'tr_b1',
    name: 'Book Requests (Controlled)',
    level: 'title',
    isMaster: false,
    description: 'Requests of controlled book content.',
    metrics: ['Total_Item_Requests', 'Unique_Title_Requests'],
    filters: { Data_Type: ['Book', 'Reference_Work'], Access_Type: ['Controlled'], Access_Method: ['Regular'] },
    attributes: ['Data_Type', 'YOP'],
  },
  {
    id: 'IR',
    path: 'ir',
    name: 'Item Report',
    level: 'item',
    isMaster: true,
    description: 'Usage and denials of each article and chapter.',
    metrics: [
      'Total_Item_Investigations',
      'Total_Item_Requests',
      'Unique_Item_Investigations',
      'Unique_Item_Requests',
      'Limit_Exceeded',
      'No_License',
    ],
    filters: {},
    attributes: ['Data_Type', 'YOP', 'Access_Type', 'Access_Method'],
  },
  {
    id: 'IR_A1',
    path: 'ir_a1',
    name: 'Journal Article Requests',
    level: 'item',
    isMaster: false,
    description: 'Requests of journal articles.',
    metrics: ['Total_Item_Requests', 'Unique_Item_Requests'],
    filters: { Data_Type: ['Article'], Access_Method: ['Regular'] },
    attributes: ['Access_Type'],
  },
];

export function reportByPath(path: string): ReportDefinition | undefined {
  return REPORTS.find((r) => r.path === path.toLowerCase());
}
