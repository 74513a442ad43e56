import { Link } from 'react-router';
import type { BookContents } from '#src/shared/journals/collection-reader.ts';

/** A book's chapters in book order, with pages. */
export function ChapterList({ chapters }: { chapters: BookContents['chapters'] }) {
  if (chapters.length === 0) return <p role="status">There are no chapters here yet.</p>;
  return (
    <ol className="article-list">
      {chapters.map((c) => {
        const more = c.authorCount > c.authors.length;
        const pages =
          c.firstPage && c.lastPage && c.lastPage !== c.firstPage
            ? `Pages ${c.firstPage}–${c.lastPage}`
            : c.firstPage
              ? `Page ${c.firstPage}`
              : null;
        return (
          <li key={c.pii} className="article-list__item">
            {c.openAccess ? (
              <p className="article-list__meta">
                <span className="badge badge--oa">Open access</span>
              </p>
            ) : null}
            <h3 className="article-list__title">
              <Link to={`/science/article/pii/${c.pii}`}>{c.title}</Link>
            </h3>
            <p className="article-list__authors">
              {c.authors.join(', ')}
              {more ? ', et al.' : ''}
            </p>
            {pages ? <p className="article-list__source">{pages}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
