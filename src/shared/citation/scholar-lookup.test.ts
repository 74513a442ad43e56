import { describe, expect, it } from 'vitest';
import type { Reference } from '../article/content-model.ts';
import { lookupTitle, publicationYear, scholarLink } from './scholar-lookup.ts';

function ref(overrides: Partial<Reference>): Reference {
  return { id: 'b1', kind: 'journal', contribution: { authors: [] }, host: {}, text: '', ...overrides };
}
const remmert = { surname: 'Remmert', given: 'M', display: 'M Remmert' };
const params = (url: string | undefined) =>
  url ? Object.fromEntries([...new URL(url).searchParams.keys()].map((k) => [k, new URL(url).searchParams.getAll(k)])) : undefined;

describe('lookupTitle — spec 000 §5 "In lookup titles, parenthesised text and any characters other than letters, digits, whitespace and :;.,- are stripped"', () => {
  it.each([
    ['HHblits: fast searching (by HMM–HMM alignment)', 'HHblits: fast searching'],
    ['A (nested (deeply) remark) title', 'A title'],
    ['Cryo-EM of the 80S ribosome; a 4.5 Å map, revisited', 'Cryo-EM of the 80S ribosome; a 4.5 Å map, revisited'],
    ['What is "life"? [review] & more!', 'What is life review more'],
    ['Drosophila naïve T-cells/γδ', 'Drosophila naïve T-cellsγδ'],
    ['(only parentheses)', ''],
  ])('%j → %j', (title, out) => {
    expect(lookupTitle(title)).toBe(out);
  });
});

describe('publicationYear — "a four-digit publication year starting with 1 or 2"', () => {
  it.each([
    [{ year: '2012' }, '2012'],
    [{ year: '1998' }, '1998'],
    [{ date: '2004-05-01' }, '2004'],
    [{ year: '0999' }, undefined],
    [{ year: '3012' }, undefined],
    [{ year: '2012a' }, undefined],
    [{ year: '98' }, undefined],
    [{ year: 'in press' }, undefined],
    [{}, undefined],
  ])('%j → %j', (host, year) => {
    expect(publicationYear(ref({ host }))).toBe(year);
  });
});

describe('scholarLink — spec 000 §5 "Scholarly search lookup"', () => {
  it.each<[string, Reference, { kind: string; params: Record<string, string[]> } | undefined]>([
    [
      '"built only when title, a four-digit publication year starting with 1 or 2, and at least one author are present"',
      ref({
        contribution: { authors: [remmert, { surname: 'Söding', given: 'J', display: 'J Söding' }], title: 'HHblits (HMM)' },
        host: { title: 'Nat Methods', year: '2012' },
        text: 'Remmert M, Söding J. 2012. HHblits.',
      }),
      { kind: 'lookup', params: { title: ['HHblits'], publication_year: ['2012'], author: ['M Remmert', 'J Söding'] } },
    ],
    [
      'a collaboration counts as an author',
      ref({
        contribution: { authors: [], collab: 'ENCODE Project Consortium', title: 'An integrated encyclopedia' },
        host: { year: '2012' },
        text: 'x',
      }),
      {
        kind: 'lookup',
        params: { title: ['An integrated encyclopedia'], publication_year: ['2012'], author: ['ENCODE Project Consortium'] },
      },
    ],
    [
      'a book has its own title as the title',
      ref({ kind: 'book', contribution: { authors: [remmert] }, host: { kind: 'book', title: 'Phages', year: '2005' }, text: 'x' }),
      { kind: 'lookup', params: { title: ['Phages'], publication_year: ['2005'], author: ['M Remmert'] } },
    ],
    [
      '"Otherwise it falls back to a text search on the source text": no year',
      ref({ contribution: { authors: [remmert], title: 'HHblits' }, host: { year: 'in press' }, text: 'Remmert M. HHblits. In press.' }),
      { kind: 'search', params: { q: ['Remmert M. HHblits. In press.'] } },
    ],
    [
      'falls back: no author',
      ref({ contribution: { authors: [], title: 'HHblits' }, host: { year: '2012' }, text: 'HHblits. 2012.' }),
      { kind: 'search', params: { q: ['HHblits. 2012.'] } },
    ],
    [
      'falls back: the title is only parenthesised text',
      ref({ contribution: { authors: [remmert], title: '(untitled)' }, host: { year: '2012' }, text: 'Remmert M (2012)' }),
      { kind: 'search', params: { q: ['Remmert M (2012)'] } },
    ],
    [
      '"or the unstructured reference text"',
      ref({ kind: 'other', text: '  Personal communication,\n J. Smith  ' }),
      { kind: 'search', params: { q: ['Personal communication, J. Smith'] } },
    ],
    ['"If neither exists, no link is shown."', ref({ kind: 'other', text: '   ' }), undefined],
  ])('%s', (_case, reference, expected) => {
    const link = scholarLink(reference);
    expect(link && { kind: link.kind, params: params(link.url) }).toEqual(expected);
    if (link)
      expect(link.url).toMatch(
        link.kind === 'lookup' ? /^https:\/\/scholar\.google\.com\/scholar_lookup\?/ : /^https:\/\/scholar\.google\.com\/scholar\?q=/,
      );
  });

  it('keeps at most ten authors', () => {
    const authors = Array.from({ length: 14 }, (_, i) => ({ surname: `S${i}`, given: 'A', display: `A S${i}` }));
    const link = scholarLink(ref({ contribution: { authors, title: 'T' }, host: { year: '2001' }, text: 'x' }));
    expect(params(link?.url)?.author).toHaveLength(10);
  });
});
