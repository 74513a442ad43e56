import type { ArticleSummary } from '../api/api-contract.ts';

/** Content types the browse page filters by: journals (JL) and everything book-like (BK, HB, BS, RW). */
export type BrowseContentType = 'journal' | 'book';

export interface BrowseFilters {
  contentType: BrowseContentType | null;
  /** Only publications with at least one open-access article. */
  openAccess: boolean;
}

export interface BrowsePublication {
  slug: string;
  title: string;
  contentType: BrowseContentType;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  articleCount: number;
  openAccessCount: number;
}

/** One issue of a journal; an issue-less volume (e.g. eLife) has `issue: null`. */
export interface IssueSummary {
  id: string;
  volume: string;
  issue: string | null;
  coverDate: string | null;
  articleCount: number;
}

export interface JournalHome {
  publication: BrowsePublication;
  /** Newest volume first, then issue order. */
  issues: IssueSummary[];
  inPressCount: number;
  latest: ArticleSummary[];
}

/** An article in a table of contents, with its place in the issue. */
export interface TocEntry extends ArticleSummary {
  volume: string | null;
  issue: string | null;
  firstPage: string | null;
  lastPage: string | null;
  articleNumber: string | null;
}

/** Which part of a journal a table of contents covers. */
export type TocScope =
  | { kind: 'in-press' }
  /** `supplement`: one supplement or part of the volume (…/vol/{v}/suppl/{s}, …/part/{p}). */
  | { kind: 'volume'; volume: string; supplement?: string }
  | { kind: 'issue'; volume: string; issue: string; supplement?: string };

export interface TableOfContents {
  publication: BrowsePublication;
  scope: TocScope;
  /** The issues the scope covers (one for an issue; all of a volume's). */
  issues: IssueSummary[];
  /** This page of the scope's articles, in issue order: volume, issue, first page, then article number. */
  articles: TocEntry[];
  /** All the scope's articles, on every page. */
  total: number;
  /** 1-based; `articles` holds at most `pageSize` of them. */
  page: number;
  pageSize: number;
}

/** Read operations for the browse and publication pages; the server passes an implementation in the load context. */
export interface BrowseReader {
  publications(filters: BrowseFilters): Promise<BrowsePublication[]>;
  journal(slug: string, latestCount: number): Promise<JournalHome | null>;
  /** null when the journal, volume or issue is unknown; `page` (1-based, default 1) of TOC_PAGE_SIZE articles. */
  contents(slug: string, scope: TocScope, page?: number, pageSize?: number): Promise<TableOfContents | null>;
}
