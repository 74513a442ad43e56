import type { ReactElement, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { AuthorData } from '#src/web/features/author-panel/author-details.ts';
import { authorIcons, authorNameKind, isBylineAuthor, memberCountLabel, memberPanelId } from '#src/shared/article/author-entry.ts';
import { orcidUrl } from '#src/shared/article/author-orcid.ts';
import type { Author } from '#src/shared/article/content-model.ts';
import { safeId } from '#src/shared/site/safe-url.ts';
import { EmailIcon, OrcidIcon, WebIcon } from '#src/web/ui/author-icon-svgs.tsx';

/**
 * The header's author list in full (001 §3 authors.isFullList): every byline author in order,
 * with the markup and rules of the server-rendered header (spec 000 §4), and each collaboration
 * with its members. While it is shown, the server's shortened list is hidden, so showing fewer
 * again gives back the server's list exactly.
 */

/** Whether the page has an element with this id (a marker links to it only then). */
export type HasId = (id: string) => boolean;

/** Spec 000 §4: anonymous → plain text, href → profile link, others open the Author side panel. */
function AuthorName({ author, name }: { author: Pick<Author, 'id' | 'role' | 'href'>; name: string }): ReactElement {
  const kind = authorNameKind(author);
  if (kind.kind === 'profile-link')
    return (
      <a className="author-name" href={kind.href}>
        {name}
      </a>
    );
  if (kind.kind === 'plain') return <span className="author-name">{name}</span>;
  return (
    <button type="button" className="author-name" data-content-type="author" data-content-id={kind.panelId} aria-haspopup="dialog">
      {name}
    </button>
  );
}

function onPageId(value: string, hasId: HasId): string | undefined {
  const id = safeId(value);
  return id !== undefined && hasId(id) ? id : undefined;
}

function Markers({ author, data, hasId }: { author: Author; data: AuthorData; hasId: HasId }): ReactNode {
  const items: ReactNode[] = [];
  for (const affId of author.affiliationIds) {
    const label = data.affiliations.find((a) => a.id === affId)?.label?.trim();
    if (!label) continue;
    const id = onPageId(affId, hasId);
    const content = (
      <>
        <span className="sr-only">Affiliation </span>
        {label}
      </>
    );
    items.push(
      id ? (
        <a key={`a${affId}`} href={`#${id}`} className="aff-marker">
          {content}
        </a>
      ) : (
        <span key={`a${affId}`} className="aff-marker">
          {content}
        </span>
      ),
    );
  }
  if (authorIcons(author).correspondence) {
    // Spec 000 §4: the correspondence mark appears once per author.
    const target = author.correspondenceIds.map((c) => onPageId(c, hasId)).find(Boolean);
    const mark = (
      <>
        <span aria-hidden="true">*</span>
        <span className="sr-only">Corresponding author</span>
      </>
    );
    items.push(
      target ? (
        <a key="c" href={`#${target}`} className="corresp-marker">
          {mark}
        </a>
      ) : (
        <span key="c" className="corresp-marker">
          {mark}
        </span>
      ),
    );
  }
  for (const fnId of author.footnoteIds) {
    const label = data.footnotes.find((n) => n.id === fnId)?.label?.trim();
    const id = onPageId(fnId, hasId);
    if (!label || !id) continue;
    items.push(
      <a key={`n${fnId}`} href={`#${id}`} className="note-marker">
        <span className="sr-only">Note </span>
        {label}
      </a>,
    );
  }
  if (items.length === 0) return null;
  return <sup className="author-markers">{items.flatMap((item, i) => (i > 0 ? [', ', item] : [item]))}</sup>;
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
function AuthorEntry({ author, index, data, hasId }: { author: Author; index: number; data: AuthorData; hasId: HasId }): ReactElement {
  const name = author.name.display;
  const orcid = orcidUrl(author.orcid);
  const { email, web } = authorIcons(author);
  const members = author.kind === 'collaboration' ? (author.members?.length ?? 0) : 0;
  return (
    <li className={author.kind === 'collaboration' ? 'author author--collaboration' : 'author'} data-author-index={index}>
      <AuthorName author={author} name={name} />
      {members > 0 ? <span className="collab-members">{memberCountLabel(members)}</span> : null}
      <Markers author={author} data={data} hasId={hasId} />
      {orcid ? (
        <a className="orcid-link" href={orcid} aria-label={`ORCID profile of ${name}`}>
          <OrcidIcon />
        </a>
      ) : null}
      {email ? (
        <a className="author-email" href={email} aria-label={`Email ${name}`}>
          <EmailIcon />
        </a>
      ) : null}
      {web ? (
        <a className="author-web" href={web} aria-label={`Website of ${name}`}>
          <WebIcon />
        </a>
      ) : null}
      {members > 0 ? <MemberList collaboration={author} /> : null}
    </li>
  );
}

export function FullAuthorList({ data, hasId }: { data: AuthorData; hasId: HasId }): ReactElement {
  return (
    <ul className="author-list" aria-label="Authors">
      {data.authors.filter(isBylineAuthor).map((author, i) => (
        <AuthorEntry key={i} author={author} index={i} data={data} hasId={hasId} />
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
