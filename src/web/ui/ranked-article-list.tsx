import { Link } from 'react-router';
import type { RankedArticle } from '#src/shared/journals/journal-reader.ts';
import { articleTypeLabel } from '#src/shared/article/article-type-label.ts';

/**
 * Articles ranked by a count (most read, most cited), best first, each with its count in words
 * ("12 reads", "Cited by 3"). `empty` is said when there are none.
 */
export function RankedArticleList({
  articles,
  countLabel,
  empty,
  showSource = true,
}: {
  articles: readonly RankedArticle[];
  countLabel: (count: number) => string;
  empty: string;
  showSource?: boolean;
}) {
  if (articles.length === 0) return <p className="ranked-list__empty">{empty}</p>;
  return (
    <ol className="article-list ranked-list">
      {articles.map((a) => (
        <li key={a.pii} className="article-list__item">
          <p className="article-list__meta">
            <span>{articleTypeLabel(a.articleType)}</span>
            {a.openAccess ? <span className="badge badge--oa">Open access</span> : null}
          </p>
          <h3 className="article-list__title">
            <Link to={`/science/article/pii/${a.pii}`}>{a.title}</Link>
          </h3>
          <p className="article-list__authors">
            {a.authors.join(', ')}
            {a.authorCount > a.authors.length ? ', et al.' : ''}
          </p>
          {showSource ? (
            <p className="article-list__source">
              {a.publicationTitle}
              {a.publicationYear ? `, ${a.publicationYear}` : ''}
            </p>
          ) : null}
          <p className="ranked-list__count">{countLabel(a.count)}</p>
        </li>
      ))}
    </ol>
  );
}

export const readsLabel = (n: number) => `${n} ${n === 1 ? 'read' : 'reads'}`;
export const citedByLabel = (n: number) => `Cited by ${n}`;
