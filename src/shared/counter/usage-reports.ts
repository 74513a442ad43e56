import type { CounterReport } from './counter-report.ts';
import type { TabularReport } from './counter-tabular.ts';
import type { SearchedFor } from './usage-rules.ts';

/** What the article page loader reports about its page view (server-side, non-blocking). */
export interface PageUsage {
  /** Third-party articles skip usage reporting (spec 001 §6). */
  articleView(pii: string, variant: 'full' | 'abstract', options?: { isThirdParty?: boolean }): void;
  /** A site search results page: counted as Searches_Platform when it is a search (isPlatformSearch). */
  search(request: SearchedFor): void;
}

export interface UsageReportRequest {
  /** null: the whole platform. */
  institutionId: string | null;
  reportPath: string;
  beginDate: string;
  endDate: string;
}

export type UsageReportResult = { ok: true; json: CounterReport; table: TabularReport } | { ok: false; status: number; message: string };

/** Usage reports for the librarians' admin page. */
export interface UsageReportReader {
  institutions(): Promise<Array<{ id: string; name: string }>>;
  report(request: UsageReportRequest): Promise<UsageReportResult>;
}

/** The admin usage page's view of the request: only ADMIN readers may see reports. */
export interface UsageAdmin {
  allowed: boolean;
  /** null when usage is not recorded on this server. */
  reports: UsageReportReader | null;
}
