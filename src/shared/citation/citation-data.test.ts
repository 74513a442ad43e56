import { describe, expect, it } from 'vitest';
import { makeArticle, makeAuthor } from '#tests/factories/article-model.ts';
import { blockText, citationData, invertedName, oneLine, pageRange, readingName } from './citation-data.ts';

describe('citation data from the article model', () => {
  it('reads every field a citation needs', () => {
    const data = citationData(
      makeArticle({
        publication: {
          title: 'PLoS Biology',
          abbreviation: 'PLoS Biol',
          issn: '1544-9173',
          eissn: '1545-7885',
          publisher: 'PLoS',
          contentType: 'JL',
        },
        volume: '4',
        issue: '5',
        articleNumber: 'e88',
        dates: { published: '2006-05', availableOnline: '2006-03-14' },
        subtitle: [{ text: 'a subtitle' }],
        keywords: [{ terms: ['phylogeny', ' dating\n'] }, { terms: ['phylogeny'] }],
        authors: [
          makeAuthor('Alexei J', 'Drummond'),
          makeAuthor('', 'Ho', { name: { surname: 'Ho', suffix: 'Jr', given: 'Simon', display: 'Simon Ho Jr' } }),
          makeAuthor('', '', { kind: 'collaboration', name: { display: 'The  BEAST\nConsortium' } }),
          makeAuthor('Ed', 'Itor', { contribType: 'editor' }),
        ],
      }),
    );
    expect(data).toMatchObject({
      kind: 'journal-article',
      title: 'Molecular architecture of human polycomb repressive complex 2: a subtitle',
      container: 'PLoS Biology',
      containerAbbreviation: 'PLoS Biol',
      volume: '4',
      issue: '5',
      articleNumber: 'e88',
      year: '2006',
      month: 5,
      issns: ['1544-9173', '1545-7885'],
      doi: '10.7554/eLife.00005',
      doiUrl: 'https://doi.org/10.7554/eLife.00005',
      abstract: 'PRC2 is a histone methyltransferase.',
      keywords: ['phylogeny', 'dating'],
    });
    expect(data.day).toBeUndefined();
    expect(data.authors).toEqual([
      { family: 'Drummond', given: 'Alexei J' },
      { family: 'Ho', given: 'Simon', suffix: 'Jr' },
      { literal: 'The BEAST Consortium' },
    ]);
  });

  it.each([
    [{ published: '2013-11-01' }, { year: '2013', month: 11, day: 1 }],
    [{ availableOnline: '2012-10-30' }, { year: '2012', month: 10, day: 30 }],
    [{ versionOfRecord: '2014', availableOnline: '2012-10-30' }, { year: '2014' }],
    [{}, {}],
  ])('date %o → %o', (dates, expected) => {
    const { year, month, day } = citationData(makeArticle({ dates }));
    expect({ year, month, day }).toEqual({ year: undefined, month: undefined, day: undefined, ...expected });
  });

  it('keeps print and electronic ISSN once each', () => {
    const data = citationData(makeArticle({ publication: { title: 'eLife', issn: '2050-084X', eissn: '2050-084X', contentType: 'JL' } }));
    expect(data.issns).toEqual(['2050-084X']);
  });

  it('prefers the author abstract, never highlights', () => {
    const para = (text: string) => ({ type: 'para', children: [{ text }] });
    const data = citationData(
      makeArticle({
        abstracts: [
          { kind: 'highlights', children: [para('Highlight.')] },
          {
            kind: 'author',
            children: [
              { type: 'section', children: [{ type: 'section-title', children: [{ text: 'Background' }] }, para('First.')] },
              para('Second.'),
            ],
          },
        ],
      }),
    );
    expect(data.abstract).toBe('Background First. Second.');
    expect(
      citationData(makeArticle({ abstracts: [{ kind: 'highlights', children: [para('Only highlights.')] }] })).abstract,
    ).toBeUndefined();
  });

  it('makes a book part of non-journal content and has no DOI link without a usable DOI', () => {
    const data = citationData(makeArticle({ doi: undefined, publication: { title: 'Handbook', contentType: 'HB' } }));
    expect(data.kind).toBe('book-part');
    expect(data.doi).toBeUndefined();
    expect(data.doiUrl).toBeUndefined();
  });
});

describe('name and text helpers', () => {
  it.each([
    [{ family: 'Ho', given: 'Simon', suffix: 'Jr' }, 'Ho, Simon, Jr', 'Simon Ho Jr'],
    [{ family: 'Grigorieff' }, 'Grigorieff', 'Grigorieff'],
    [{ literal: 'The PLOS ONE Staff' }, 'The PLOS ONE Staff', 'The PLOS ONE Staff'],
  ])('%o → "%s" / "%s"', (name, inverted, reading) => {
    expect(invertedName(name)).toBe(inverted);
    expect(readingName(name)).toBe(reading);
  });

  it.each([
    [{ firstPage: '193', lastPage: '201' }, '193-201'],
    [{ firstPage: '193', lastPage: '193' }, '193'],
    [{ firstPage: '193' }, '193'],
    [{ articleNumber: 'e00005' }, undefined],
  ])('pages of %o → %s', (fields, expected) => {
    expect(pageRange({ ...citationData(makeArticle()), ...fields })).toBe(expected);
  });

  it('flattens blocks with spaces and collapses line breaks and control characters', () => {
    expect(
      blockText([
        { type: 'para', children: [{ text: 'a' }] },
        { type: 'para', children: [{ text: 'b' }] },
      ]),
    ).toMatch(/a\s+b/);
    expect(oneLine(' a\r\n\tb\u0000c\u2028 ')).toBe('a b c');
  });
});
