import browseCss from '../features/browse/browse.css?url';
import { Breadcrumbs } from '../features/browse/breadcrumbs.tsx';
import { BrowseForm } from '../features/browse/browse-form.tsx';
import { parseBrowseFilters } from '../features/browse/browse-params.ts';
import { PublicationAz } from '../features/browse/publication-az.tsx';
import type { Route } from './+types/browse';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: browseCss }];

/** /browse/journals-and-books (spec 001 §2): every publication A–Z, filtered by a GET form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseBrowseFilters(new URL(request.url).searchParams);
  return { filters, publications: await context.browse.publications(filters) };
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta() {
  return [
    { title: 'Browse journals and books | Lectern' },
    { name: 'description', content: 'All journals and books hosted on Lectern, A to Z.' },
  ];
}

export default function Browse({ loaderData }: Route.ComponentProps) {
  const { filters, publications } = loaderData;
  return (
    <div className="browse">
      <Breadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Journals and books' }]} />
      <h1>Browse journals and books</h1>
      <BrowseForm filters={filters} />
      <p role="status">
        {publications.length} publication{publications.length === 1 ? '' : 's'}
      </p>
      <PublicationAz publications={publications} />
    </div>
  );
}
