import type { Author } from './content-model.ts';
import { orcidUrl } from './author-orcid.ts';
import { safeHref, safeId } from '../site/safe-url.ts';
import { groupedCount } from '#src/shared/site/grouped-count.ts';

/**
 * Spec rules for one entry of an author list (000 §4 "Author list", §9; 001 §8), shared by
 * the server-rendered header and the client's full list and Author side panel.
 */

/** 000 §9: author lists in the article header are cut at 20 authors, then an ellipsis and the last author. */
export const AUTHOR_CUT = 20;

/** The authors shown: all of them, or the first 20 and the last one (`hiddenBefore` is where the ellipsis goes). */
export function visibleAuthors<T>(authors: readonly T[]): { shown: T[]; hiddenBefore: number } {
  if (authors.length <= AUTHOR_CUT + 1) return { shown: [...authors], hiddenBefore: -1 };
  return { shown: [...authors.slice(0, AUTHOR_CUT), authors[authors.length - 1]!], hiddenBefore: AUTHOR_CUT };
}

/** Authors in the byline: contributors of type author (editors and reviewers are not). */
export function isBylineAuthor(author: Pick<Author, 'contribType'>): boolean {
  return author.contribType === '' || author.contribType === 'author';
}

/** Everyone named on the article: authors and collaborations plus collaboration members. */
export function authorCount(authors: readonly Pick<Author, 'members'>[]): number {
  return authors.reduce((n, a) => n + 1 + (a.members?.length ?? 0), 0);
}

export type AuthorNameKind = { kind: 'plain' } | { kind: 'profile-link'; href: string } | { kind: 'panel'; panelId: string };

/**
 * 000 §4: "An author with role anonymous is plain text. An author with an href is a profile
 * link. Other authors open a side panel." An href that is not safe to link counts as none;
 * an author without a usable id has nothing to open, so it is plain text too.
 */
export function authorNameKind(author: Pick<Author, 'role' | 'href' | 'id'>): AuthorNameKind {
  if (author.role?.trim().toLowerCase() === 'anonymous') return { kind: 'plain' };
  const href = safeHref(author.href);
  if (href) return { kind: 'profile-link', href };
  const panelId = safeId(author.id);
  return panelId ? { kind: 'panel', panelId } : { kind: 'plain' };
}

/**
 * The author's page elsewhere, for `/author-metadata` (001 §3 "Author metadata: authorIndex,
 * authorUrl"): their profile link, else their ORCID record; none for anonymous authors.
 */
export function authorProfileUrl(author: Pick<Author, 'role' | 'href' | 'orcid'>): string | undefined {
  if (author.role?.trim().toLowerCase() === 'anonymous') return undefined;
  return safeHref(author.href) ?? orcidUrl(author.orcid);
}

/** Beside a collaboration in the byline: " (1 member)", " (2,853 members)". */
export function memberCountLabel(count: number): string {
  return ` (${groupedCount(count)} ${count === 1 ? 'member' : 'members'})`;
}

/** The side-panel id of member `index` of a collaboration (members carry no id of their own). */
export function memberPanelId(collaborationPanelId: string, index: number): string {
  return `${collaborationPanelId}:m${index}`;
}

export interface AuthorIcons {
  /** The correspondence icon: once per author, however many correspondence notes point at them. */
  correspondence: boolean;
  /** The email icon, once: the first usable email address. */
  email?: string;
  /** The web icon, once: the first usable web or social-media address. */
  web?: string;
}

function emailHref(value: string): string | undefined {
  const address = value.trim().replace(/^mailto:/i, '');
  // One address, no header injection ("?cc=", line breaks) and something@something.
  if (!/^[^\s@?&<>"]+@[^\s@?&<>"]+$/.test(address)) return undefined;
  return safeHref(`mailto:${address}`);
}

/** 000 §4: "The correspondence icon appears once per author. The email and web icons appear only once each." */
export function authorIcons(author: Pick<Author, 'isCorresponding' | 'correspondenceIds' | 'eAddresses'>): AuthorIcons {
  const icons: AuthorIcons = { correspondence: author.isCorresponding || author.correspondenceIds.length > 0 };
  for (const e of author.eAddresses) {
    if (e.type === 'email') icons.email ??= emailHref(e.value);
    else icons.web ??= safeHref(e.value);
  }
  return icons;
}

/** An e-address as a link: mailto for email, the safe URL for url and social-media; undefined when unusable. */
export function eAddressHref(e: { type: 'email' | 'social-media' | 'url'; value: string }): string | undefined {
  return e.type === 'email' ? emailHref(e.value) : safeHref(e.value);
}

/** 000 §8 / 001 §8: a side panel needs an identifier. */
export const SIDE_PANEL_WITHOUT_ID = 'Invalid state. Side panel opened without identifier.';

export function requireSidePanelId(id: string | null | undefined): string {
  if (id === null || id === undefined || id.trim() === '') throw new Error(SIDE_PANEL_WITHOUT_ID);
  return id;
}
