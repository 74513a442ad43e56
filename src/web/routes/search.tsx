import { data, Link } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/search';
import { ArticleListItem } from '../ui/article-list-item.tsx';
import { HEADER_SEARCH_MAX_LENGTH } from '../ui/site-header.tsx';

const PAGE_SIZE = 25;

const searchQuerySchema = z.object({
  qs: z.string().trim().max(HEADER_SEARCH_MAX_LENGTH, `qs must be at most ${HEADER_SEARCH_MAX_LENGTH} characters`).default(''),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** /search?qs= — full-text search over the stored articles. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = searchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    throw data({ message: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const { qs, offset } = parsed.data;
  if (!qs) return { qs, offset, hitCount: 0, results: [] };
  const page = await context.articles.search(qs, offset, PAGE_SIZE);
  return { qs, offset, ...page };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: loaded?.qs ? `Search results for “${loaded.qs}” | Lectern` : 'Search | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { qs, offset, hitCount, results } = loaderData;
  const next = offset + PAGE_SIZE < hitCount ? `/search?qs=${encodeURIComponent(qs)}&offset=${offset + PAGE_SIZE}` : null;
  const previous = offset > 0 ? `/search?qs=${encodeURIComponent(qs)}&offset=${Math.max(0, offset - PAGE_SIZE)}` : null;
  return (
    <div className="search-page">
      <h1>{qs ? `Search results for “${qs}”` : 'Search'}</h1>
      {qs ? (
        <p role="status">
          {hitCount === 0 ? 'No articles found.' : `${hitCount.toLocaleString('en')} result${hitCount === 1 ? '' : 's'}`}
        </p>
      ) : (
        <p>Type a query in the search box above.</p>
      )}
      <ol className="article-list" start={offset + 1}>
        {results.map((a) => (
          <ArticleListItem key={a.pii} article={a} />
        ))}
      </ol>
      {previous || next ? (
        <nav aria-label="Search result pages" className="pager">
          {previous ? <Link to={previous}>Previous</Link> : null}
          {next ? <Link to={next}>Next</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
