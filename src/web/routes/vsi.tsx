import { data } from 'react-router';
import { vsiEditors } from '#src/web/features/related-content/related-content-rules.ts';
import browseCss from '../features/browse/browse.css?url';
import { Breadcrumbs } from '../features/browse/breadcrumbs.tsx';
import { journalPath } from '../features/browse/journal-paths.ts';
import { ArticleListItem } from '../ui/article-list-item.tsx';
import type { Route } from './+types/vsi';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: browseCss }];

/** /journal/{slug}/special-issue/{id}: a virtual special issue (000 §3) — its title, editors and articles. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const vsi = /^[1-9]\d{0,17}$/.test(params.id) ? await context.collections.virtualSpecialIssue(params.id) : null;
  if (!vsi || vsi.publicationSlug !== params.slug) throw data(null, { status: 404 });
  return { vsi };
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page not found | Lectern' }];
  return [{ title: `${loaded.vsi.title} | ${loaded.vsi.publicationTitle} | Lectern` }];
}

export default function VirtualSpecialIssue({ loaderData }: Route.ComponentProps) {
  const { vsi } = loaderData;
  const editors = vsiEditors(vsi.editors);
  return (
    <div className="journal-contents">
      <Breadcrumbs
        trail={[
          { label: 'Home', to: '/' },
          { label: 'Journals and books', to: '/browse/journals-and-books' },
          { label: vsi.publicationTitle, to: journalPath(vsi.publicationSlug) },
          { label: vsi.title },
        ]}
      />
      <header className="journal-header">
        <p className="journal-header__kind">Special issue</p>
        <h1>{vsi.title}</h1>
        {editors.length > 0 ? <p>{`Edited by ${editors.join(', ')}`}</p> : null}
        {vsi.description ? <p>{vsi.description}</p> : null}
      </header>
      <section aria-labelledby="vsi-articles">
        <h2 id="vsi-articles">Articles</h2>
        <p role="status">{`${vsi.articles.length} article${vsi.articles.length === 1 ? '' : 's'}`}</p>
        <ol className="article-list">
          {vsi.articles.map((a) => (
            <ArticleListItem key={a.pii} article={a} />
          ))}
        </ol>
      </section>
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
