import type { ReactElement, ReactNode } from 'react';
import type { Author } from '#src/shared/content-model.ts';
import { safeHref, safeId } from '#src/shared/safe-url.ts';

/** Spec 000 §9: author lists in the header are cut at 20 authors, then an ellipsis and the last author. */
export const AUTHOR_CUT = 20;

export interface AuthorLinks {
  /** Affiliation id → { page id, marker label }. */
  affiliations: ReadonlyMap<string, { id?: string; label: string }>;
  /** Correspondence note id → page id. */
  correspondences: ReadonlyMap<string, string | undefined>;
  /** Author note id → { page id, marker label }. */
  notes: ReadonlyMap<string, { id?: string; label: string }>;
}

/** The authors shown: all of them, or the first 20 and the last one. */
export function visibleAuthors<T>(authors: readonly T[]): { shown: T[]; hiddenBefore: number } {
  if (authors.length <= AUTHOR_CUT + 1) return { shown: [...authors], hiddenBefore: -1 };
  return { shown: [...authors.slice(0, AUTHOR_CUT), authors[authors.length - 1]!], hiddenBefore: AUTHOR_CUT };
}

/** Everyone named on the article: authors and collaborations plus collaboration members. */
export function authorCount(authors: readonly Author[]): number {
  return authors.reduce((n, a) => n + 1 + (a.members?.length ?? 0), 0);
}

const ORCID = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i;

export function orcidUrl(orcid: string | undefined): string | undefined {
  const id = orcid ? ORCID.exec(orcid)?.[1] : undefined;
  return id ? `https://orcid.org/${id.toUpperCase()}` : undefined;
}

function Markers({ author, links }: { author: Author; links: AuthorLinks }): ReactNode {
  const items: ReactNode[] = [];
  for (const affId of author.affiliationIds) {
    const aff = links.affiliations.get(affId);
    if (!aff?.label) continue;
    items.push(
      aff.id ? (
        <a key={`a${affId}`} href={`#${aff.id}`} className="aff-marker">
          <span className="sr-only">Affiliation </span>{aff.label}
        </a>
      ) : (
        <span key={`a${affId}`} className="aff-marker">{aff.label}</span>
      ),
    );
  }
  if (author.isCorresponding || author.correspondenceIds.length > 0) {
    // Spec 000 §4: the correspondence mark appears once per author.
    const target = author.correspondenceIds.map((c) => links.correspondences.get(c)).find(Boolean);
    const mark = (
      <>
        <span aria-hidden="true">*</span>
        <span className="sr-only">Corresponding author</span>
      </>
    );
    items.push(target ? <a key="c" href={`#${target}`} className="corresp-marker">{mark}</a> : <span key="c" className="corresp-marker">{mark}</span>);
  }
  for (const fnId of author.footnoteIds) {
    const note = links.notes.get(fnId);
    if (!note?.id) continue;
    items.push(
      <a key={`n${fnId}`} href={`#${note.id}`} className="note-marker">
        <span className="sr-only">Note </span>{note.label}
      </a>,
    );
  }
  if (items.length === 0) return null;
  const joined: ReactNode[] = [];
  items.forEach((item, i) => joined.push(i > 0 ? [', ', item] : item));
  return <sup className="author-markers">{joined}</sup>;
}

function AuthorName({ author }: { author: Author }): ReactNode {
  const name = author.name.display;
  // Spec 000 §4: an anonymous author is plain text; an author with an href is a profile link.
  const href = author.role?.toLowerCase() === 'anonymous' ? undefined : safeHref(author.href);
  if (href) return <a className="author-name" href={href}>{name}</a>;
  return <span className="author-name" data-author-id={safeId(author.id)}>{name}</span>;
}

function AuthorItem({ author, links }: { author: Author; links: AuthorLinks }): ReactElement {
  const orcid = orcidUrl(author.orcid);
  // The email and web icons appear once each.
  const email = author.eAddresses.find((e) => e.type === 'email');
  const emailHref = email ? safeHref(/^mailto:/i.test(email.value) ? email.value : `mailto:${email.value}`) : undefined;
  const name = author.name.display;
  const members = author.kind === 'collaboration' ? (author.members?.length ?? 0) : 0;
  return (
    <li className={author.kind === 'collaboration' ? 'author author--collaboration' : 'author'}>
      <AuthorName author={author} />
      {members > 0 ? <span className="collab-members">{` (${members.toLocaleString('en-US')} members)`}</span> : null}
      <Markers author={author} links={links} />
      {orcid ? (
        <a className="orcid-link" href={orcid} aria-label={`ORCID profile of ${name}`}>
          <span aria-hidden="true">iD</span>
        </a>
      ) : null}
      {emailHref ? (
        <a className="author-email" href={emailHref} aria-label={`Email ${name}`}>
          <span aria-hidden="true">{'\u2709'}</span>
        </a>
      ) : null}
    </li>
  );
}

/**
 * The header's author list. Past 20 authors only the first 20, an ellipsis and the last are
 * rendered (the rest are not in the page at all); a button names the total for the client to
 * load the full list later.
 */
export function AuthorList({ authors, links, pii }: { authors: readonly Author[]; links: AuthorLinks; pii: string }): ReactElement | null {
  if (authors.length === 0) return null;
  const { shown, hiddenBefore } = visibleAuthors(authors);
  const total = authorCount(authors);
  const hiddenCount = total - shown.length;
  const items: ReactNode[] = [];
  shown.forEach((a, i) => {
    if (i === hiddenBefore) {
      items.push(
        <li key="ellipsis" className="author-ellipsis">
          <span aria-hidden="true">{'\u2026'}</span>
          <span className="sr-only">{`${authors.length - shown.length} more authors`}</span>
        </li>,
      );
    }
    items.push(<AuthorItem key={i} author={a} links={links} />);
  });
  return (
    <div className="author-group">
      <ul className="author-list" aria-label="Authors">{items}</ul>
      {hiddenCount > 0 ? (
        <button type="button" className="show-all-authors" data-action="show-all-authors" data-pii={pii}>
          {`Show all ${total.toLocaleString('en-US')} authors`}
        </button>
      ) : null}
    </div>
  );
}
