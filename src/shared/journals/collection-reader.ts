import type { ChapterSummary, VirtualSpecialIssueResponse } from '../api/api-contract.ts';

/** Address of a virtual special issue's page (the `journalUrl` of 000 §3). */
export const vsiPath = (publicationSlug: string, id: string) =>
  `/journal/${encodeURIComponent(publicationSlug)}/special-issue/${encodeURIComponent(id)}`;

/** A book, handbook or reference work and its chapters in book order. */
export interface BookContents {
  isbn: string;
  bookId: string;
  title: string;
  contentType: string;
  publisher: string | null;
  publicationSlug: string;
  editors: string[];
  chapters: ChapterSummary[];
}

/** Read operations for the collection and book pages; the server passes an implementation in the load context. */
export interface CollectionReader {
  /** A virtual special issue by id (with its publication slug, for the page's own address); null when unknown. */
  virtualSpecialIssue(id: string): Promise<(VirtualSpecialIssueResponse & { publicationSlug: string }) | null>;
  /** A book by ISBN (any hyphenation); null when unknown. */
  book(isbn: string): Promise<BookContents | null>;
}
