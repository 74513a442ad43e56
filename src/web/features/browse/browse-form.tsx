import type { BrowseFilters } from '#src/shared/journals/browse-reader.ts';

/** The browse filters as a plain GET form (works without JavaScript). */
export function BrowseForm({ filters }: { filters: BrowseFilters }) {
  return (
    <form className="browse-form" method="get" action="/browse/journals-and-books" aria-label="Filter publications">
      <fieldset>
        <legend>Publication type</legend>
        {(
          [
            ['', 'All'],
            ['journal', 'Journals'],
            ['book', 'Books'],
          ] as const
        ).map(([value, label]) => (
          <label key={value || 'all'}>
            <input type="radio" name="contentType" value={value} defaultChecked={(filters.contentType ?? '') === value} /> {label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Access</legend>
        <label>
          <input type="checkbox" name="accessType" value="open-access" defaultChecked={filters.openAccess} /> Publications with open-access
          articles
        </label>
      </fieldset>
      <button type="submit">Apply filters</button>
    </form>
  );
}
