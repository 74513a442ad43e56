import type { ItemDataType, TitleDataType } from './report-definitions.ts';
import type { AccessMethod, CounterActivity, CounterDenial, ReportAccessType } from './usage-rules.ts';

/** A journal or book as reports name it. */
export interface UsageTitle {
  id: string;
  title: string;
  /** `Lectern:{slug}`. */
  proprietaryId: string;
  publisher: string | null;
  printIssn: string | null;
  onlineIssn: string | null;
  isbn: string | null;
  dataType: TitleDataType;
}

/** An article or chapter as reports name it. */
export interface UsageItem {
  id: string;
  titleId: string;
  title: string;
  /** `Lectern:{pii}`. */
  proprietaryId: string;
  doi: string | null;
  publicationDate: string | null;
  yop: number | null;
  authors: string[];
  dataType: ItemDataType;
}

/** One counted use (robots and double clicks already removed), in its month. */
export interface UsageFact {
  month: string;
  sessionKey: string;
  itemId: string;
  activity: CounterActivity;
  denial: CounterDenial | null;
  accessType: ReportAccessType;
  accessMethod: AccessMethod;
  /** How many identical uses this fact stands for (the database groups them); 1 when absent. */
  count?: number;
}

export interface UsageData {
  facts: UsageFact[];
  /** Counted platform searches (Searches_Platform) per `YYYY-MM`; absent months had none. */
  searches?: Record<string, number>;
  items: Map<string, UsageItem>;
  titles: Map<string, UsageTitle>;
}
