import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { AuthorData } from '#src/web/features/author-panel/author-details.ts';
import { authorNameKind, isBylineAuthor, memberCountLabel, memberPanelId } from '#src/shared/article/author-entry.ts';
import type { Author } from '#src/shared/article/content-model.ts';
import { safeId } from '#src/shared/site/safe-url.ts';
import { AuthorIconLinks, AuthorMarkers, AuthorName, type AuthorLinks } from '#src/web/ui/author-byline.tsx';

/**
 * The header's author list in full (001 §3 authors.isFullList): every byline author in order,
 * with the markup and rules of the server-rendered header (spec 000 §4), and each collaboration
 * with its members. While it is shown, the server's shortened list is hidden, so showing fewer
 * again gives back the server's list exactly.
 */

/** Whether the page has an element with this id (a marker links to it only then). */
export type HasId = (id: string) => boolean;

function onPageId(value: string, hasId: HasId): string | undefined {
  const id = safeId(value);
  return id !== undefined && hasId(id) ? id : undefined;
}

/** The header's marker lookups over the authors data: a marker links only to what is on the page. */
function linksOf(data: AuthorData, hasId: HasId): AuthorLinks {
  const labelled = (list: ReadonlyArray<{ id: string; label?: string }>, id: string) => list.find((x) => x.id === id)?.label?.trim();
  return {
    affiliations: {
      get: (affId) => {
        const label = labelled(data.affiliations, affId);
        return label ? { id: onPageId(affId, hasId), label } : undefined;
      },
    },
    correspondences: { get: (id) => onPageId(id, hasId) },
    notes: {
      get: (fnId) => {
        const label = labelled(data.footnotes, fnId);
        const id = onPageId(fnId, hasId);
        return label && id ? { id, label } : undefined;
      },
    },
  };
}

/** The members of a collaboration as their own list; each member opens the Author side panel. */
function MemberList({ collaboration }: { collaboration: Author }): ReactElement {
  const kind = authorNameKind({ id: collaboration.id });
  return (
    <ul className="collab-member-list" aria-label={`Members of ${collaboration.name.display}`}>
      {(collaboration.members ?? []).map((member, i) => (
        <li key={i} className="author author--member">
          <AuthorName author={{ id: kind.kind === 'panel' ? memberPanelId(kind.panelId, i) : '' }} name={member.name.display} />
        </li>
      ))}
    </ul>
  );
}

/** One byline author (or collaboration) as the header renders it. */
function AuthorEntry({ author, index, links }: { author: Author; index: number; links: AuthorLinks }): ReactElement {
  const members = author.kind === 'collaboration' ? (author.members?.length ?? 0) : 0;
  return (
    <li className={author.kind === 'collaboration' ? 'author author--collaboration' : 'author'} data-author-index={index}>
      <AuthorName author={author} name={author.name.display} />
      {members > 0 ? <span className="collab-members">{memberCountLabel(members)}</span> : null}
      <AuthorMarkers author={author} links={links} />
      <AuthorIconLinks author={author} />
      {members > 0 ? <MemberList collaboration={author} /> : null}
    </li>
  );
}

export function FullAuthorList({ data, hasId }: { data: AuthorData; hasId: HasId }): ReactElement {
  const links = linksOf(data, hasId);
  return (
    <ul className="author-list" aria-label="Authors">
      {data.authors.filter(isBylineAuthor).map((author, i) => (
        <AuthorEntry key={i} author={author} index={i} links={links} />
      ))}
    </ul>
  );
}

const roots = new WeakMap<HTMLElement, { root: Root; container: HTMLElement }>();

export function isFullList(list: HTMLElement): boolean {
  return roots.has(list);
}

/**
 * Shows the full list in place of the server's `list` (a React root of its own right after it,
 * rendered at once so the caller sees it on return); a second call changes nothing.
 */
export function expandAuthorList(list: HTMLElement, data: AuthorData): void {
  if (roots.has(list)) return;
  const doc = list.ownerDocument;
  const container = doc.createElement('div');
  container.className = 'author-list-full';
  list.after(container);
  const root = createRoot(container);
  flushSync(() => root.render(<FullAuthorList data={data} hasId={(id) => doc.getElementById(id) !== null} />));
  list.hidden = true;
  roots.set(list, { root, container });
}

/** Back to the server's list, untouched. */
export function collapseAuthorList(list: HTMLElement): void {
  const shown = roots.get(list);
  if (!shown) return;
  roots.delete(list);
  list.hidden = false;
  shown.root.unmount();
  shown.container.remove();
}
