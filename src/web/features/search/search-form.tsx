import { useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { SearchOptions } from '#src/shared/article/article-reader.ts';
import { SEARCH_MAX_LENGTH, type SearchRequest } from '#src/shared/search/search-query.ts';
import { articleTypeOptions } from '../../ui/article-type-label.ts';

/**
 * The search page's own form: a plain GET form to /search (works without JavaScript) with the
 * query, filters (year range, publication, article type, open access) and sort. Submitting it
 * starts again at page 1.
 */
export function SearchForm({ request, options }: { request: SearchRequest | null; options: SearchOptions | null }): ReactElement {
  const f = request?.filters ?? {};
  const years = options?.years;
  // Narrow screens fold the filters behind a "Filters" button (search-filters.css); wide ones show both.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const active = [f.yearFrom, f.yearTo, f.publication, f.type, f.openAccess].filter(
    (v) => v !== undefined && v !== '' && v !== false,
  ).length;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !filtersOpen) return;
    setFiltersOpen(false);
    toggle.current?.focus();
  };
  return (
    <form className="search-form" role="search" method="get" action="/search" aria-label="Refine search">
      <p className="search-form__query">
        <label htmlFor="search-qs">Search for</label>
        <input id="search-qs" type="search" name="qs" defaultValue={request?.qs ?? ''} maxLength={SEARCH_MAX_LENGTH} required />
        <button type="submit">Search</button>
      </p>
      <button
        ref={toggle}
        type="button"
        className="search-filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="search-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {active > 0 ? `Filters (${active} applied)` : 'Filters'}
      </button>
      <fieldset id="search-filters" className="search-form__filters" onKeyDown={closeOnEscape}>
        <legend>Filters</legend>
        <p>
          <label htmlFor="search-year-from">From year</label>
          <input
            id="search-year-from"
            name="yearFrom"
            type="number"
            inputMode="numeric"
            min={years?.min}
            max={years?.max}
            placeholder={years ? String(years.min) : undefined}
            defaultValue={f.yearFrom ?? ''}
          />
        </p>
        <p>
          <label htmlFor="search-year-to">To year</label>
          <input
            id="search-year-to"
            name="yearTo"
            type="number"
            inputMode="numeric"
            min={years?.min}
            max={years?.max}
            placeholder={years ? String(years.max) : undefined}
            defaultValue={f.yearTo ?? ''}
          />
        </p>
        <p>
          <label htmlFor="search-publication">Publication</label>
          <select id="search-publication" name="publication" defaultValue={f.publication ?? ''}>
            <option value="">All publications</option>
            {options?.publications.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.title}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="search-type">Article type</label>
          <select id="search-type" name="type" defaultValue={f.type ?? ''}>
            <option value="">All article types</option>
            {articleTypeOptions(options?.articleTypes ?? []).map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </p>
        <p className="search-form__check">
          <input id="search-oa" name="openAccess" type="checkbox" value="true" defaultChecked={Boolean(f.openAccess)} />
          <label htmlFor="search-oa">Open access only</label>
        </p>
        <p>
          <label htmlFor="search-sort">Sort by</label>
          <select id="search-sort" name="sort" defaultValue={request?.sort ?? 'relevance'}>
            <option value="relevance">Relevance</option>
            <option value="date">Date (newest first)</option>
          </select>
        </p>
        <p>
          <button type="submit">Apply</button>
        </p>
      </fieldset>
    </form>
  );
}
