import type { AuthorData } from '#src/web/features/author-panel/author-details.ts';
import { isBylineAuthor } from '#src/shared/article/author-entry.ts';
import { authorItem, memberList } from './author-entry-dom.ts';

/**
 * The header's author list in full (001 §3 authors.isFullList): the authors the server left
 * out after the cut go back in their places, and each collaboration lists its members.
 * Everything added is marked, so showing fewer again restores the server's list exactly.
 */

const ADDED = 'data-full-list';

export function isFullList(list: HTMLElement): boolean {
  return list.querySelector(`[${ADDED}]`) !== null;
}

export function expandAuthorList(list: HTMLElement, data: AuthorData): void {
  if (isFullList(list)) return;
  const doc = list.ownerDocument;
  const byline = data.authors.filter(isBylineAuthor);
  const present = new Map<number, HTMLElement>();
  for (const li of list.querySelectorAll<HTMLElement>(':scope > li[data-author-index]')) present.set(Number(li.dataset.authorIndex), li);
  const items: HTMLElement[] = [];
  // Backwards, so each missing author goes right before the next one in the byline.
  let next: HTMLElement | null = null;
  for (let i = byline.length - 1; i >= 0; i--) {
    let li = present.get(i);
    if (!li) {
      li = authorItem(doc, byline[i]!, i, data);
      li.setAttribute(ADDED, '');
      list.insertBefore(li, next);
    }
    items[i] = li;
    next = li;
  }
  byline.forEach((author, i) => {
    if (!author.members?.length) return;
    const members = memberList(doc, author);
    members.setAttribute(ADDED, '');
    items[i]!.append(members);
  });
  for (const ellipsis of list.querySelectorAll<HTMLElement>(':scope > .author-ellipsis')) ellipsis.hidden = true;
}

export function collapseAuthorList(list: HTMLElement): void {
  for (const added of list.querySelectorAll(`[${ADDED}]`)) added.remove();
  for (const ellipsis of list.querySelectorAll<HTMLElement>(':scope > .author-ellipsis')) ellipsis.hidden = false;
}
