import type { ReactElement, ReactNode } from 'react';
import { authorIcons, authorNameKind } from '#src/shared/article/author-entry.ts';
import { orcidUrl } from '#src/shared/article/author-orcid.ts';
import type { Author } from '#src/shared/article/content-model.ts';
import { EmailIcon, OrcidIcon, WebIcon } from './author-icon-svgs.tsx';

/**
 * The parts of one byline entry (spec 000 §4) that the server-rendered header and the full author
 * list shown on demand both render, so that showing all authors gives the same markup.
 */

/** Where an author's markers point: lookups by the ids the article model uses. */
export interface AuthorLinks {
  /** Affiliation id → { page id, marker label }. */
  affiliations: Pick<ReadonlyMap<string, { id?: string; label: string }>, 'get'>;
  /** Correspondence note id → page id. */
  correspondences: Pick<ReadonlyMap<string, string | undefined>, 'get'>;
  /** Author note id → { page id, marker label }. */
  notes: Pick<ReadonlyMap<string, { id?: string; label: string }>, 'get'>;
}

/** The affiliation, correspondence and note markers after a name, comma-separated in a superscript. */
export function AuthorMarkers({ author, links }: { author: Author; links: AuthorLinks }): ReactNode {
  const items: ReactNode[] = [];
  for (const affId of author.affiliationIds) {
    const aff = links.affiliations.get(affId);
    if (!aff?.label) continue;
    items.push(
      aff.id ? (
        <a key={`a${affId}`} href={`#${aff.id}`} className="aff-marker">
          <span className="sr-only">Affiliation </span>
          {aff.label}
        </a>
      ) : (
        <span key={`a${affId}`} className="aff-marker">
          {aff.label}
        </span>
      ),
    );
  }
  if (authorIcons(author).correspondence) {
    // Spec 000 §4: the correspondence mark appears once per author.
    const target = author.correspondenceIds.map((c) => links.correspondences.get(c)).find(Boolean);
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
    const note = links.notes.get(fnId);
    if (!note?.id) continue;
    items.push(
      <a key={`n${fnId}`} href={`#${note.id}`} className="note-marker">
        <span className="sr-only">Note </span>
        {note.label}
      </a>,
    );
  }
  if (items.length === 0) return null;
  const joined: ReactNode[] = [];
  items.forEach((item, i) => joined.push(i > 0 ? [', ', item] : item));
  return <sup className="author-markers">{joined}</sup>;
}

/** Spec 000 §4: anonymous → plain text, href → profile link, others open the Author side panel. */
export function AuthorName({ author, name }: { author: Pick<Author, 'id' | 'role' | 'href'>; name: string }): ReactElement {
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

/** The ORCID, email and web icons, each at most once. */
export function AuthorIconLinks({ author }: { author: Author }): ReactNode {
  const name = author.name.display;
  const orcid = orcidUrl(author.orcid);
  const { email, web } = authorIcons(author);
  return (
    <>
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
    </>
  );
}
