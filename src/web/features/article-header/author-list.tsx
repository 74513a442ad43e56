import type { ReactElement, ReactNode } from 'react';
import { authorCount, authorIcons, authorNameKind, memberCountLabel, visibleAuthors } from '#src/shared/article/author-entry.ts';
import { orcidUrl } from '#src/shared/article/author-orcid.ts';
import type { Author } from '#src/shared/article/content-model.ts';
import { EmailIcon, OrcidIcon, WebIcon } from '#src/web/ui/author-icon-svgs.tsx';

export interface AuthorLinks {
  /** Affiliation id → { page id, marker label }. */
  affiliations: ReadonlyMap<string, { id?: string; label: string }>;
  /** Correspondence note id → page id. */
  correspondences: ReadonlyMap<string, string | undefined>;
  /** Author note id → { page id, marker label }. */
  notes: ReadonlyMap<string, { id?: string; label: string }>;
}

function Markers({ author, links }: { author: Author; links: AuthorLinks }): ReactNode {
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
function AuthorName({ author }: { author: Author }): ReactNode {
  const name = author.name.display;
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
function AuthorIconLinks({ author }: { author: Author }): ReactNode {
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

function AuthorItem({ author, links, index }: { author: Author; links: AuthorLinks; index: number }): ReactElement {
  const members = author.kind === 'collaboration' ? (author.members?.length ?? 0) : 0;
  return (
    <li className={author.kind === 'collaboration' ? 'author author--collaboration' : 'author'} data-author-index={index}>
      <AuthorName author={author} />
      {members > 0 ? <span className="collab-members">{memberCountLabel(members)}</span> : null}
      <Markers author={author} links={links} />
      <AuthorIconLinks author={author} />
    </li>
  );
}

/**
 * The header's author list. Past 20 authors only the first 20, an ellipsis and the last are
 * rendered (the rest are not in the page at all); the "Show all" button and the status line
 * are for the author-panel enhancer, which loads the full list on demand.
 */
export function AuthorList({ authors, links, pii }: { authors: readonly Author[]; links: AuthorLinks; pii: string }): ReactElement | null {
  if (authors.length === 0) return null;
  const { shown, hiddenBefore } = visibleAuthors(authors);
  const total = authorCount(authors);
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
    // The index in the byline, so the client can put the missing authors back in order.
    const index = i === shown.length - 1 && hiddenBefore >= 0 ? authors.length - 1 : i;
    items.push(<AuthorItem key={index} author={a} links={links} index={index} />);
  });
  return (
    <div className="author-group" data-author-group="">
      <ul className="author-list" aria-label="Authors">
        {items}
      </ul>
      {total > shown.length ? (
        <>
          <button
            type="button"
            className="show-all-authors"
            data-action="show-all-authors"
            data-pii={pii}
            data-total={total}
            aria-expanded="false"
          >
            {`Show all ${total.toLocaleString('en-US')} authors`}
          </button>
          <p className="author-list-status" role="status" />
        </>
      ) : null}
    </div>
  );
}
