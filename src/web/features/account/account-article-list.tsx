import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The list of articles on an account page (reading history, recommendations, purchases):
 * each title links to the article, with the page's own details on the line below; `empty`
 * says why there is nothing yet.
 */
export function AccountArticleList<T extends { pii: string; title: string }>({
  articles,
  empty,
  details,
}: {
  articles: readonly T[];
  empty: string;
  details: (article: T) => ReactNode;
}) {
  if (articles.length === 0) return <p>{empty}</p>;
  return (
    <ol className="account-list">
      {articles.map((a) => (
        <li key={a.pii}>
          <Link to={`/science/article/pii/${a.pii}`} reloadDocument>
            {a.title}
          </Link>
          <br />
          {details(a)}
        </li>
      ))}
    </ol>
  );
}
