import { Link } from 'react-router';
import type { TocEntry } from '#src/shared/journals/browse-reader.ts';
import { articleTypeLabel } from '#src/shared/article/article-type-label.ts';
import { groupByType } from './browse-params.ts';
import { issueLabel, pagesLabel } from './journal-paths.ts';

/** A table of contents in issue order, under one h2 per article type. */
export function TocList({ articles, showIssue }: { articles: readonly TocEntry[]; showIssue: boolean }) {
  if (articles.length === 0) return <p role="status">There are no articles here yet.</p>;
  return groupByType(articles).map((group, g) => (
    <section key={group.type} aria-labelledby={`toc-type-${g}`}>
      <h2 id={`toc-type-${g}`}>{articleTypeLabel(group.type)}</h2>
      <ol className="article-list">
        {group.items.map((a) => {
          const more = a.authorCount > a.authors.length;
          const place = [showIssue && a.volume ? issueLabel(a.volume, a.issue) : null, pagesLabel(a)].filter(Boolean).join(', ');
          return (
            <li key={a.pii} className="article-list__item">
              {a.openAccess ? (
                <p className="article-list__meta">
                  <span className="badge badge--oa">Open access</span>
                </p>
              ) : null}
              <h3 className="article-list__title">
                <Link to={`/science/article/pii/${a.pii}`}>{a.title}</Link>
              </h3>
              <p className="article-list__authors">
                {a.authors.join(', ')}
                {more ? ', et al.' : ''}
              </p>
              {place ? <p className="article-list__source">{place}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  ));
}
