import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '#src/shared/search/search-query.ts';
import { SearchForm } from './search-form.tsx';

const requestOf = (query: string) => {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
};

describe('the search filters disclosure', () => {
  it.each([
    ['qs=cell', 'Filters'],
    ['qs=cell&openAccess=true', 'Filters (1 applied)'],
    ['qs=cell&yearFrom=2010&yearTo=2015&publication=elife', 'Filters (3 applied)'],
  ])('%s: a collapsed "%s" button controls the filters', (query, label) => {
    const html = renderToStaticMarkup(<SearchForm request={requestOf(query)} options={null} />);
    expect(html).toContain(
      `<button type="button" class="search-filters-toggle" aria-expanded="false" aria-controls="search-filters">${label}</button><fieldset id="search-filters" class="search-form__filters">`,
    );
  });
});
