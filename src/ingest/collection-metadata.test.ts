import { describe, expect, it } from 'vitest';
import { FIXTURE_META, mapFixture } from './elsevier/elsevier-fixture.ts';
import { mapArticle } from './jats/test-article.ts';

describe('collection metadata kept from the XML', () => {
  it('JATS issue-title is the special issue title', () => {
    expect(mapArticle({ meta: '<volume>9</volume><issue>2</issue><issue-title>Physics of living systems</issue-title>' })).toMatchObject({
      volume: '9',
      issue: '2',
      issueTitle: 'Physics of living systems',
    });
    expect(mapArticle({ meta: '<volume>9</volume>' }).issueTitle).toBeUndefined();
  });

  it.each([
    ['a part', '<xocs:vol-first>117</xocs:vol-first><xocs:suppl>PA</xocs:suppl>', 'PA'],
    ['a continuous volume', '<xocs:vol-first>122</xocs:vol-first><xocs:suppl>C</xocs:suppl>', 'C'],
    ['no supplement', '<xocs:vol-first>122</xocs:vol-first>', undefined],
  ])('Elsevier xocs:suppl: %s', (_name, meta, supplement) => {
    expect(mapFixture({ meta: FIXTURE_META + meta }).supplement).toBe(supplement);
  });

  it.each([
    [
      'unformatted',
      '<xocs:isbns><xocs:isbn-primary-unformatted>9780128000007</xocs:isbn-primary-unformatted></xocs:isbns>',
      '9780128000007',
    ],
    [
      'formatted only',
      '<xocs:isbns><xocs:isbn-primary-formatted>978-0-12-800000-7</xocs:isbn-primary-formatted></xocs:isbns>',
      '9780128000007',
    ],
    [
      'ten digits with X',
      '<xocs:isbns><xocs:isbn-primary-formatted>0-12-800000-X</xocs:isbn-primary-formatted></xocs:isbns>',
      '012800000X',
    ],
    ['malformed', '<xocs:isbns><xocs:isbn-primary-formatted>ISBN pending</xocs:isbn-primary-formatted></xocs:isbns>', undefined],
  ])('a book chapter keeps its book ISBN: %s', (_name, isbns, isbn) => {
    const meta = FIXTURE_META.replace('<xocs:content-type>JL</xocs:content-type>', '<xocs:content-type>BK</xocs:content-type>') + isbns;
    const { contentType, isbn: kept } = mapFixture({ meta }).publication;
    expect([contentType, kept]).toEqual(['BK', isbn]);
  });

  it('a journal article has no ISBN even when the wrapper names one', () => {
    const isbns = '<xocs:isbns><xocs:isbn-primary-unformatted>9780128000007</xocs:isbn-primary-unformatted></xocs:isbns>';
    expect(mapFixture({ meta: FIXTURE_META + isbns }).publication.isbn).toBeUndefined();
  });
});
