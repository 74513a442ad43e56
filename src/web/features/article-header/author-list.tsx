import type { ReactElement, ReactNode } from 'react';
import { authorCount, memberCountLabel, visibleAuthors } from '#src/shared/article/author-entry.ts';
import type { Author } from '#src/shared/article/content-model.ts';
import { AuthorIconLinks, AuthorMarkers, AuthorName, type AuthorLinks } from '#src/web/ui/author-byline.tsx';
import { groupedCount } from '#src/shared/site/grouped-count.ts';

function AuthorItem({ author, links, index }: { author: Author; links: AuthorLinks; index: number }): ReactElement {
  const members = author.kind === 'collaboration' ? (author.members?.length ?? 0) : 0;
  return (
    <li className={author.kind === 'collaboration' ? 'author author--collaboration' : 'author'} data-author-index={index}>
      <AuthorName author={author} name={author.name.display} />
      {members > 0 ? <span className="collab-members">{memberCountLabel(members)}</span> : null}
      <AuthorMarkers author={author} links={links} />
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
            {`Show all ${groupedCount(total)} authors`}
          </button>
          <p className="author-list-status" role="status" />
        </>
      ) : null}
    </div>
  );
}
