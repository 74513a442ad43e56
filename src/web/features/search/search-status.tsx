import type { ReactElement } from 'react';
import { resultCountText } from '#src/shared/search/search-count.ts';
import { searchHref, type SearchRequest } from '#src/shared/search/search-query.ts';
import { groupedCount } from '#src/shared/site/grouped-count.ts';

const hasFilters = (r: SearchRequest) => Object.keys(r.filters).length > 0;

/** The result count, or a clear page for an empty query, no results, or a page past the end. */
export function SearchStatus({
  request,
  hitCount,
  estimated,
  shown,
  pageSize,
}: {
  request: SearchRequest;
  hitCount: number;
  estimated: boolean;
  shown: number;
  pageSize: number;
}): ReactElement {
  if (!request.qs) {
    return <p className="search-status">Enter words to search for in titles, abstracts, keywords, authors and full text.</p>;
  }
  if (hitCount === 0) {
    return (
      <div className="search-status search-status--empty">
        <p role="status">
          No articles match “{request.qs}”{hasFilters(request) ? ' with these filters' : ''}.
        </p>
        <ul>
          <li>Check the spelling, or try fewer or more general words.</li>
          <li>Put a phrase in quotes only when the words must appear together.</li>
          {hasFilters(request) ? (
            <li>
              <a href={searchHref({ ...request, filters: {}, page: 1 })}>Search again without filters</a>
            </li>
          ) : null}
        </ul>
      </div>
    );
  }
  if (shown === 0) {
    return (
      <p role="status" className="search-status">
        There is no page {request.page}: the search has {estimated ? 'about ' : ''}
        {groupedCount(hitCount)} results. <a href={searchHref(request, { page: 1 })}>Go to the first page</a>
      </p>
    );
  }
  const first = (request.page - 1) * pageSize + 1;
  return (
    <p role="status" className="search-status">
      {`${resultCountText(hitCount, estimated)}${hitCount > shown ? `, showing ${first}–${first + shown - 1}` : ''}`}
    </p>
  );
}
