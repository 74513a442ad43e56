import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchHref, SEARCH_MAX_LENGTH } from './search-query.ts';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search query (spec 001 §2 "/search with qs, hidden origin and zone=header"; §5 "Header search max length 250")', () => {
  it.each([
    ['qs=ribosome&origin=header&zone=header', { qs: 'ribosome', filters: {}, sort: 'relevance', page: 1, zone: 'header' }],
    [
      'qs=cryo%0Aelectron%09microscopy&zone=qSearch',
      { qs: 'cryo electron microscopy', filters: {}, sort: 'relevance', page: 1, zone: 'qSearch' },
    ],
    ['qs=%20%20a%20%20b%20', { qs: 'a b', filters: {}, sort: 'relevance', page: 1 }],
    ['', { qs: '', filters: {}, sort: 'relevance', page: 1 }],
    [`qs=${'x'.repeat(SEARCH_MAX_LENGTH)}`, { qs: 'x'.repeat(250), filters: {}, sort: 'relevance', page: 1 }],
    [`qs=${'x'.repeat(250)}%20%20`, { qs: 'x'.repeat(250), filters: {}, sort: 'relevance', page: 1 }],
    [
      'qs=a&yearFrom=2012&yearTo=2014&publication=elife&type=research-article&openAccess=true&sort=date&page=3',
      {
        qs: 'a',
        filters: { yearFrom: 2012, yearTo: 2014, publication: 'elife', type: 'research-article', openAccess: true },
        sort: 'date',
        page: 3,
      },
    ],
    ['qs=a&yearFrom=&yearTo=&publication=&type=&sort=&page=', { qs: 'a', filters: {}, sort: 'relevance', page: 1 }],
    ['qs=a&utm_source=mail', { qs: 'a', filters: {}, sort: 'relevance', page: 1 }],
  ])('accepts %s', (query, expected) => {
    expect(parse(query)).toEqual({ ok: true, request: expected });
  });

  it.each([
    [`qs=${'x'.repeat(251)}`, 'qs', 'The search query is too long: use at most 250 characters'],
    ['qs=a&yearFrom=12', 'yearFrom', 'yearFrom must be a four-digit year'],
    ['qs=a&yearTo=1200', 'yearTo', 'yearTo must be between 1600 and 2999'],
    ['qs=a&yearFrom=2015&yearTo=2012', 'yearFrom', 'yearFrom must not be later than yearTo'],
    ['qs=a&sort=title', 'sort', 'sort must be "relevance" or "date"'],
    ['qs=a&page=0', 'page', 'page must be between 1 and 500'],
    ['qs=a&page=501', 'page', 'page must be between 1 and 500'],
    ['qs=a&page=two', 'page', 'page must be a whole number'],
    ['qs=a&openAccess=yes', 'openAccess', 'openAccess must be "true" or left out'],
    ['qs=a&publication=%3Cscript%3E', 'publication', 'publication must be a publication name from the list'],
    ['qs=a&type=a%20b', 'type', 'type must be an article type from the list'],
    ['qs=a&zone=footer', 'zone', 'zone must be "header" or "qSearch"'],
    ['qs=a&qs=b', 'qs', 'qs must be given once'],
  ])('refuses %s, naming %s', (query, parameter, message) => {
    expect(parse(query)).toEqual({ ok: false, parameter, message });
  });

  it('builds page and sort links that keep the query and filters and leave out defaults', () => {
    const parsed = parse('qs=a%26b&publication=elife&openAccess=true&zone=header');
    if (!parsed.ok) throw new Error('expected a valid query');
    expect(searchHref(parsed.request, { page: 2 })).toBe('/search?qs=a%26b&publication=elife&openAccess=true&page=2');
    expect(searchHref(parsed.request, { sort: 'date' })).toBe('/search?qs=a%26b&publication=elife&openAccess=true&sort=date');
    expect(searchHref(parsed.request)).toBe('/search?qs=a%26b&publication=elife&openAccess=true');
  });
});
