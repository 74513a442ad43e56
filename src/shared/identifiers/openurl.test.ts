import { describe, expect, it } from 'vitest';
import { openUrl, openUrlFields, type OpenUrlArticle } from './openurl.ts';

const article: OpenUrlArticle = {
  doi: '10.7554/eLife.00005',
  title: 'Bacterial flagella & motility',
  sourceTitle: 'eLife',
  contentType: 'JL',
  issn: '2050-084X',
  isbn: null,
  volume: '1',
  issue: null,
  firstPage: 'e00005',
  lastPage: null,
  date: '2012-10-15',
  authorLast: 'Smith',
  authorFirst: 'Jane',
};

describe('OpenURL 1.0 KEV for a link resolver', () => {
  it('describes a journal article with its DOI, journal and pages; empty fields are left out', () => {
    expect(Object.fromEntries(openUrlFields(article))).toEqual({
      url_ver: 'Z39.88-2004',
      ctx_ver: 'Z39.88-2004',
      rfr_id: 'info:sid/lectern',
      rft_val_fmt: 'info:ofi/fmt:kev:mtx:journal',
      rft_id: 'info:doi/10.7554/eLife.00005',
      'rft.genre': 'article',
      'rft.atitle': 'Bacterial flagella & motility',
      'rft.jtitle': 'eLife',
      'rft.issn': '2050-084X',
      'rft.volume': '1',
      'rft.spage': 'e00005',
      'rft.date': '2012-10-15',
      'rft.aulast': 'Smith',
      'rft.aufirst': 'Jane',
    });
  });

  it('describes a book chapter by ISBN and book title', () => {
    const fields = Object.fromEntries(
      openUrlFields({ ...article, contentType: 'BK', isbn: '9780128000000', issn: null, sourceTitle: 'A Book' }),
    );
    expect(fields).toMatchObject({
      rft_val_fmt: 'info:ofi/fmt:kev:mtx:book',
      'rft.genre': 'bookitem',
      'rft.btitle': 'A Book',
      'rft.isbn': '9780128000000',
    });
    expect(fields['rft.jtitle']).toBeUndefined();
  });

  it.each([
    ['https://resolver.example.edu/openurl', 'https://resolver.example.edu/openurl?url_ver='],
    ['https://resolver.example.edu/sfx?sid=lib', 'https://resolver.example.edu/sfx?sid=lib&url_ver='],
    ['https://resolver.example.edu/sfx?', 'https://resolver.example.edu/sfx?url_ver='],
  ])('joins the query to %s', (base, start) => {
    const url = openUrl(base, article);
    expect(url.startsWith(start)).toBe(true);
    expect(new URL(url).searchParams.get('rft.atitle')).toBe('Bacterial flagella & motility');
  });
});
