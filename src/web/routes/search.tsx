import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { parseSearchParams, SEARCH_PAGE_SIZE } from '#src/shared/search/search-query.ts';
import { searchFilterParams } from '#src/web/features/search/search-history.ts';
import { SearchForm } from '../features/search/search-form.tsx';
import { SearchPager } from '../features/search/search-pager.tsx';
import { SearchProblem } from '../features/search/search-problem.tsx';
import { SearchResults, shownHit } from '../features/search/search-results.tsx';
import { SearchStatus } from '../features/search/search-status.tsx';
import searchCss from '../features/search/search.css?url';
import searchFiltersCss from '../features/search/search-filters.css?url';
import { NotFoundBoundary } from '../ui/not-found-boundary.tsx';
import { Island } from '../islands/island.tsx';
import type { PageHandle } from '../page-handle.ts';
import type { Route } from './+types/search';

/**
 * The search page hydrates as islands (ADR 017): only the form is interactive; the status, the
 * results and the pager are the server's HTML, never re-rendered in the browser, so their data is
 * not written into the page. Its stylesheets are linked, and it is sent as one body.
 */
export const handle: PageHandle = { islands: true, linkedStyles: true, wholeDocument: true };

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: searchCss },
  { rel: 'stylesheet', href: searchFiltersCss },
];

/** /search?qs=… (spec 001 §2: header form zone=header, quick search and selection popup zone=qSearch). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) throw data({ parameter: parsed.parameter, message: parsed.message }, { status: 400 });
  const [{ results, ...page }, options] = await Promise.all([context.articles.search(parsed.request), context.articles.searchOptions()]);
  // COUNTER Searches_Platform (fire-and-forget): only page 1 of a query is a search (usage-rules isPlatformSearch).
  context.usage.search(parsed.request);
  // Search history for signed-in readers (fire-and-forget); only the first page of a search.
  if (parsed.request.page === 1) context.account.recordSearch(parsed.request.qs, searchFilterParams(new URL(request.url).searchParams));
  return { request: parsed.request, options, pageSize: SEARCH_PAGE_SIZE, ...page, results: results.map(shownHit) };
}

/**
 * The results are the server's HTML (ADR 017): an in-app navigation to a search (a <Link> from a
 * page React Router hydrated, such as the search history) loads the document instead.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const title = loaded?.request.qs ? `Search results for “${loaded.request.qs}” | Lectern` : 'Search | Lectern';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { request, options, hitCount, estimated, results, pageSize } = loaderData;
  return (
    <div className="search-page">
      <h1>{request.qs ? `Search results for “${request.qs}”` : 'Search'}</h1>
      <div className="search-layout">
        <Island name="search-form" component={SearchForm} props={{ request, options }} />
        <div>
          <SearchStatus request={request} hitCount={hitCount} estimated={estimated} shown={results.length} pageSize={pageSize} />
          {results.length > 0 ? <SearchResults hits={results} first={(request.page - 1) * pageSize + 1} /> : null}
          <SearchPager request={request} hitCount={hitCount} estimated={estimated} pageSize={pageSize} />
        </div>
      </div>
    </div>
  );
}

/** A bad query is a 400 page that names the problem; anything else is the site's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 400) {
    const { parameter, message } = error.data as { parameter: string; message: string };
    return (
      <SearchProblem
        parameter={parameter}
        message={message}
        form={<Island name="search-form" component={SearchForm} props={{ request: null, options: null }} />}
      />
    );
  }
  return <NotFoundBoundary />;
}
