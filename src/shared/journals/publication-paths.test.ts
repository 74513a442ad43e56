import { describe, expect, it } from 'vitest';
import type { ArticleModel } from '../article/content-model.ts';
import { issueHref, publicationHref } from './publication-paths.ts';

const journal: ArticleModel['publication'] = { title: 'PLoS ONE', contentType: 'JL' };

describe('publication and issue addresses of an article', () => {
  it.each([
    [{ volume: '2' }, '/journal/plos-one/vol/2'],
    [{ volume: '5', issue: '8' }, '/journal/plos-one/vol/5/issue/8'],
    [{ volume: '117', supplement: 'PA' }, '/journal/plos-one/vol/117/part/PA'],
    [{ volume: '122', supplement: 'C' }, '/journal/plos-one/vol/122'],
    [{ volume: '7', issue: '1', supplement: 'S2' }, '/journal/plos-one/vol/7/issue/1/suppl/S2'],
    [{}, null],
  ])('%o → %s', (where, href) => {
    expect(issueHref({ publication: journal, ...where })).toBe(href);
  });

  it.each([
    [journal, '/journal/plos-one'],
    [{ title: 'Handbook', contentType: 'BK', isbn: '9780128000007' } as const, '/science/book/9780128000007'],
    [{ title: 'Encyclopedia', contentType: 'RW', isbn: '9780128000014' } as const, '/science/referenceworks/9780128000014'],
    [{ title: 'Handbook', contentType: 'BK' } as const, null],
  ])('%o → %s', (publication, href) => {
    expect(publicationHref(publication)).toBe(href);
  });

  it('books have no issue page', () => {
    expect(issueHref({ publication: { title: 'Handbook', contentType: 'BK', isbn: '9780128000007' }, volume: '3' })).toBeNull();
  });
});
