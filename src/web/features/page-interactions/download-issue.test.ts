import { describe, expect, it } from 'vitest';
import { INITIAL_DOWNLOAD_ISSUE, downloadIssueMetadataQuery, downloadIssueReducer } from './download-issue.ts';

const articles = [
  { pii: 'A', title: 'a' },
  { pii: 'B', title: 'b' },
  { pii: 'C', title: 'c' },
];

describe('download-issue modal (001 §4)', () => {
  it('without articles, opening fetches metadata first, then opens with all preselected', () => {
    const loading = downloadIssueReducer(INITIAL_DOWNLOAD_ISSUE, { type: 'open' });
    expect(loading).toMatchObject({ isOpen: false, isLoading: true });
    const open = downloadIssueReducer(loading, { type: 'received', articles });
    expect(open).toMatchObject({ isOpen: true, isLoading: false, selected: ['A', 'B', 'C'] });
  });
  it('with articles loaded it opens at once, all preselected', () => {
    const closed = { ...INITIAL_DOWNLOAD_ISSUE, articles, selected: [] };
    expect(downloadIssueReducer(closed, { type: 'open' })).toMatchObject({ isOpen: true, isLoading: false, selected: ['A', 'B', 'C'] });
  });
  it('select and deselect keep issue order', () => {
    let s = downloadIssueReducer(INITIAL_DOWNLOAD_ISSUE, { type: 'received', articles });
    s = downloadIssueReducer(s, { type: 'toggle', pii: 'B' });
    expect(s.selected).toEqual(['A', 'C']);
    s = downloadIssueReducer(s, { type: 'toggle', pii: 'B' });
    expect(s.selected).toEqual(['A', 'B', 'C']);
    expect(downloadIssueReducer(s, { type: 'deselect-all' }).selected).toEqual([]);
    expect(downloadIssueReducer(s, { type: 'toggle', pii: 'Z' })).toBe(s);
  });
  it('a metadata failure leaves it closed', () => {
    expect(downloadIssueReducer({ ...INITIAL_DOWNLOAD_ISSUE, isLoading: true }, { type: 'failed' })).toMatchObject({
      isOpen: false,
      isLoading: false,
    });
  });
  it.each([
    [{ contentType: 'JL', hubEid: '1-s2.0-S0960148113X00057' }, 'pii=S0960148113X00057'],
    [{ contentType: 'BK', isbn: '9780128' }, 'isbn=9780128'],
    [{ contentType: 'JL', hubEid: null }, null],
  ])('metadata query %o', (input, query) => expect(downloadIssueMetadataQuery(input)).toBe(query));
});
