/** Addresses and labels of publication pages (spec 001 §2: /journal/{title}/[articles-in-press]/[vol/{volume}]/[issue/{issue}]). */
export const journalPath = (slug: string) => `/journal/${encodeURIComponent(slug)}`;
export const volumePath = (slug: string, volume: string) => `${journalPath(slug)}/vol/${encodeURIComponent(volume)}`;
export const issuePath = (slug: string, volume: string, issue: string) => `${volumePath(slug, volume)}/issue/${encodeURIComponent(issue)}`;
export const inPressPath = (slug: string) => `${journalPath(slug)}/articles-in-press`;

export function issueLabel(volume: string, issue: string | null): string {
  return issue ? `Volume ${volume}, Issue ${issue}` : `Volume ${volume}`;
}

/** "pp. 189–196", "Page 189", "Article e00005" or null. */
export function pagesLabel(entry: { firstPage: string | null; lastPage: string | null; articleNumber: string | null }): string | null {
  if (entry.firstPage && entry.lastPage && entry.lastPage !== entry.firstPage) return `Pages ${entry.firstPage}–${entry.lastPage}`;
  if (entry.firstPage) return `Page ${entry.firstPage}`;
  return entry.articleNumber ? `Article ${entry.articleNumber}` : null;
}
