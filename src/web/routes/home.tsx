import { Link } from 'react-router';
import { ArticleListItem } from '../ui/article-list-item.tsx';
import type { Route } from './+types/home';

const LATEST_COUNT = 20;

export async function loader({ context }: Route.LoaderArgs) {
  const [publications, latest] = await Promise.all([context.articles.publications(), context.articles.latest(LATEST_COUNT)]);
  return { publications, latest };
}

export function meta() {
  return [
    { title: 'Lectern — journals and articles' },
    { name: 'description', content: 'Read the journals and articles hosted on Lectern.' },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { publications, latest } = loaderData;
  return (
    <div className="home">
      <h1>Journals and articles</h1>
      <section aria-labelledby="publications-title">
        <h2 id="publications-title">Publications</h2>
        <p>
          <Link to="/browse/journals-and-books">Browse all journals and books</Link>
        </p>
        {publications.length === 0 ? (
          <p>No publications yet. Ingest article XML with <code>npm run ingest -- &lt;file|dir&gt;</code>.</p>
        ) : (
          <ul className="publication-list">
            {publications.map((p) => (
              <li key={p.slug}>
                <span className="publication-list__title">{p.title}</span>{' '}
                <span className="publication-list__meta">
                  {[p.publisher, p.eissn ?? p.issn ? `ISSN ${p.eissn ?? p.issn}` : null, `${p.articleCount} article${p.articleCount === 1 ? '' : 's'}`]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">Latest articles</h2>
        <ol className="article-list">
          {latest.map((a) => (
            <ArticleListItem key={a.pii} article={a} />
          ))}
        </ol>
      </section>
    </div>
  );
}
