import { describe, expect, it } from 'vitest';
import { groupByLetter, groupByType, parseBrowseFilters } from './browse-params.ts';
import { issueLabel, issuePath, pagesLabel } from './journal-paths.ts';

describe('browse parameters and grouping', () => {
  it('reads the filters, ignoring unknown values', () => {
    expect(parseBrowseFilters(new URLSearchParams('contentType=book&accessType=open-access'))).toEqual({
      contentType: 'book',
      openAccess: true,
    });
    expect(parseBrowseFilters(new URLSearchParams('contentType=film&accessType=yes'))).toEqual({ contentType: null, openAccess: false });
  });

  it('groups titles under their first letter, case-insensitively, others under #', () => {
    const groups = groupByLetter([
      { title: 'Acta Materialia' },
      { title: 'eLife' },
      { title: 'Earth letters' },
      { title: '3D Printing' },
      { title: 'Élan' },
    ]);
    expect(groups.map((g) => [g.letter, g.items.map((i) => i.title)])).toEqual([
      ['A', ['Acta Materialia']],
      ['E', ['eLife', 'Earth letters', 'Élan']],
      ['#', ['3D Printing']],
    ]);
  });

  it('groups a table of contents by article type in order of first appearance', () => {
    const groups = groupByType([{ articleType: 'editorial' }, { articleType: 'fla' }, { articleType: 'editorial' }]);
    expect(groups.map((g) => [g.type, g.items.length])).toEqual([
      ['editorial', 2],
      ['fla', 1],
    ]);
  });

  it('labels and addresses issues and pages', () => {
    expect(issueLabel('7', '12')).toBe('Volume 7, Issue 12');
    expect(issueLabel('2', null)).toBe('Volume 2');
    expect(issuePath('plos-one', '7', '12')).toBe('/journal/plos-one/vol/7/issue/12');
    expect(pagesLabel({ firstPage: '189', lastPage: '196', articleNumber: null })).toBe('Pages 189–196');
    expect(pagesLabel({ firstPage: null, lastPage: null, articleNumber: 'e00005' })).toBe('Article e00005');
    expect(pagesLabel({ firstPage: null, lastPage: null, articleNumber: null })).toBeNull();
  });
});
