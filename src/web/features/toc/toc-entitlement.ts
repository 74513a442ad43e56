/**
 * The table of contents a reader without the full text may receive (000 §9: TOC links are
 * active only for entitled users or abstract-scope anchors; spec 001 §6 and ARCHITECTURE.md "Entitlement": no byte of the full text
 * leaves the server for them). Section headings stay (they are the preview's outline); the
 * figure, table and extra lists go, since their captions are the body's own paragraphs.
 */
export function tocForReader<T extends { figures: readonly unknown[]; tables: readonly unknown[]; extras: readonly unknown[] }>(
  toc: T,
  isContentVisible: boolean,
): T {
  return isContentVisible ? toc : { ...toc, figures: [], tables: [], extras: [] };
}
