import { Link } from 'react-router';
import type { ArticleSummary } from '#src/shared/api/api-contract.ts';
import { articleTypeLabel } from '#src/shared/article/article-type-label.ts';

/** One article in a list (home page, search results). */
export function ArticleListItem({ article }: { article: ArticleSummary }) {
  const more = article.authorCount > article.authors.length;
  return (
    <li className="article-list__item">
      <p className="article-list__meta">
        <span>{articleTypeLabel(article.articleType)}</span>
        {article.openAccess ? <span className="badge badge--oa">Open access</span> : null}
      </p>
      <h3 className="article-list__title">
        <Link to={`/science/article/pii/${article.pii}`}>{article.title}</Link>
      </h3>
      <p className="article-list__authors">
        {article.authors.join(', ')}
        {more ? ', et al.' : ''}
      </p>
      <p className="article-list__source">
        {article.publicationTitle}
        {article.publicationYear ? `, ${article.publicationYear}` : ''}
      </p>
    </li>
  );
}
