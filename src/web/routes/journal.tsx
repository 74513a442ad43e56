import { data, Link } from 'react-router';
import browseCss from '../features/browse/browse.css?url';
import { Breadcrumbs } from '../features/browse/breadcrumbs.tsx';
import { IssueList } from '../features/browse/issue-list.tsx';
import { JournalHeader } from '../features/browse/journal-header.tsx';
import { inPressPath } from '../features/browse/journal-paths.ts';
import { ArticleListItem } from '../ui/article-list-item.tsx';
import type { Route } from './+types/journal';

const LATEST_COUNT = 10;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: browseCss }];

/** /journal/{slug}: the journal home (spec 001 §2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const journal = await context.browse.journal(params.slug, LATEST_COUNT);
  if (!journal) throw data(null, { status: 404 });
  return { journal };
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page not found | Lectern' }];
  const { publication } = loaded.journal;
  return [
    { title: `${publication.title} | Lectern` },
    { name: 'description', content: `${publication.title}${publication.publisher ? `, published by ${publication.publisher}` : ''}: volumes, issues and latest articles.` },
  ];
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { publication, issues, inPressCount, latest } = loaderData.journal;
  return (
    <div className="journal">
      <Breadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Journals and books', to: '/browse/journals-and-books' }, { label: publication.title }]} />
      <JournalHeader publication={publication} />
      {inPressCount > 0 ? <p><Link to={inPressPath(publication.slug)}>Articles in press ({inPressCount})</Link></p> : null}
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">Latest articles</h2>
        <ol className="article-list">
          {latest.map((a) => <ArticleListItem key={a.pii} article={a} />)}
        </ol>
      </section>
      <section aria-labelledby="issues-title">
        <h2 id="issues-title">Volumes and issues</h2>
        {issues.length > 0 ? <IssueList slug={publication.slug} issues={issues} /> : <p>No volumes yet.</p>}
      </section>
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
