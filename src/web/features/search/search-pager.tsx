import type { ReactElement } from 'react';
import { searchLastPage } from '#src/shared/search/search-count.ts';
import { searchHref, type SearchRequest } from '#src/shared/search/search-query.ts';

/** Page numbers around the current one: first, last, and two either side; a gap never hides just one page. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const shown = (p: number) => p === 1 || p === last || Math.abs(p - current) <= 2;
  const pages: Array<number | 'gap'> = [];
  for (let p = 1; p <= last; p++) {
    if (shown(p) || (shown(p - 1) && shown(p + 1))) pages.push(p);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

export function SearchPager({
  request,
  hitCount,
  estimated,
  pageSize,
}: {
  request: SearchRequest;
  hitCount: number;
  estimated: boolean;
  pageSize: number;
}): ReactElement | null {
  const last = searchLastPage(hitCount, estimated, pageSize);
  if (last <= 1) return null;
  const current = request.page;
  return (
    <nav className="search-pager" aria-label="Search result pages">
      <ul>
        {current > 1 ? (
          <li>
            <a href={searchHref(request, { page: current - 1 })} rel="prev">
              Previous
            </a>
          </li>
        ) : null}
        {pageWindow(current, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === current ? (
                <span aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {p}
                </span>
              ) : (
                <a href={searchHref(request, { page: p })} aria-label={`Page ${p}`}>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <a href={searchHref(request, { page: current + 1 })} rel="next">
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
