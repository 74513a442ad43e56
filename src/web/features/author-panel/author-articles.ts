import type { Author } from '#src/shared/article/content-model.ts';
import { authorNameKind } from '#src/shared/article/author-entry.ts';

/**
 * The index of the author a side panel shows (its position in the authors list, the
 * `{index}` of GET /sdfe/arp/pii/{pii}/author/{index}/articles); null for a collaboration
 * member or an unknown panel id, which have no list of their own.
 */
export function authorIndexOfPanel(authors: ReadonlyArray<Pick<Author, 'id' | 'role' | 'href' | 'kind'>>, panelId: string): number | null {
  const index = authors.findIndex((a) => {
    const kind = authorNameKind({ id: a.id });
    return kind.kind === 'panel' && kind.panelId === panelId;
  });
  return index >= 0 && authors[index]!.kind === 'person' ? index : null;
}

export function authorArticlesUrl(pii: string, index: number): string {
  return `/sdfe/arp/pii/${encodeURIComponent(pii)}/author/${index}/articles`;
}
