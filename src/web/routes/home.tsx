import { Link } from 'react-router';
import { MOST_READ_DAYS } from '#src/shared/journals/journal-reader.ts';
import { JournalCards } from '../features/journals/journal-cards.tsx';
import journalsCss from '../features/journals/journals.css?url';
import { ArticleListItem } from '../ui/article-list-item.tsx';
import { RankedArticleList, readsLabel } from '../ui/ranked-article-list.tsx';
import type { Route } from './+types/home';

const LATEST_COUNT = 10;
const FEATURED_COUNT = 12;
const MOST_READ_COUNT = 5;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: journalsCss }];

/** The home page (README "Journal pages"): featured journals, the latest and the most read articles. */
export async function loader({ context }: Route.LoaderArgs) {
  const [journals, latest, mostRead] = await Promise.all([
    context.journals.featured(FEATURED_COUNT),
    context.articles.latest(LATEST_COUNT),
    context.journals.mostRead(MOST_READ_COUNT),
  ]);
  return { journals, latest, mostRead };
}

/** The same for every anonymous reader (signed-in pages are made private by the server). */
export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta() {
  return [
    { title: 'Lectern — journals and articles' },
    { name: 'description', content: 'Read the journals and articles hosted on Lectern.' },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { journals, latest, mostRead } = loaderData;
  return (
    <div className="home">
      <h1>Journals and articles</h1>
      <section aria-labelledby="journals-title">
        <h2 id="journals-title">Journals</h2>
        {journals.length === 0 ? (
          <p>
            No journals yet. Ingest article XML with <code>npm run ingest -- &lt;file|dir&gt;</code>.
          </p>
        ) : (
          <JournalCards journals={journals} />
        )}
        <p>
          <Link to="/browse/journals-and-books">Browse all journals and books</Link>
        </p>
      </section>
      <div className="home__columns">
        <section aria-labelledby="latest-title">
          <h2 id="latest-title">Latest articles</h2>
          {latest.length === 0 ? (
            <p>No articles yet.</p>
          ) : (
            <ol className="article-list">
              {latest.map((a) => (
                <ArticleListItem key={a.pii} article={a} />
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="most-read-title">
          <h2 id="most-read-title">Most read</h2>
          <p className="home__note">{`Full-text views and downloads in the last ${MOST_READ_DAYS} days, one per reader session.`}</p>
          <RankedArticleList
            articles={mostRead}
            countLabel={readsLabel}
            empty={`No article has been read in the last ${MOST_READ_DAYS} days.`}
          />
        </section>
      </div>
    </div>
  );
}
