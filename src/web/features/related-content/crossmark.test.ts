import { describe, expect, it } from 'vitest';
import { crossmarkStatus, crossmarkUpdates } from './crossmark.ts';

const item = (role: string, extra: Partial<{ title: string | null; pii: string | null; doi: string | null }> = {}) => ({
  role,
  title: 'Notice',
  pii: 'S1',
  doi: '10.1/x',
  publicationYear: 2016,
  ...extra,
});

describe('crossmark updates', () => {
  it('keeps corrections, retractions, expressions of concern and addenda; drops insights and the like', () => {
    const updates = crossmarkUpdates([
      item('correction'),
      item('insight'),
      item('retraction', { pii: null }),
      item('addendum'),
      item('expression-of-concern'),
    ]);
    expect(updates.map((u) => u.label)).toEqual(['Correction', 'Retraction', 'Addendum', 'Expression of concern']);
    expect(updates[0]!.url).toBe('/science/article/pii/S1');
    expect(updates[1]!.url).toBe('https://doi.org/10.1/x');
  });
  it.each([
    [[], 'No updates to this article are recorded on this site.'],
    [[item('correction')], 'This article has been updated.'],
    [[item('correction'), item('retraction')], 'This article has been retracted.'],
  ])('status %#', (items, status) => expect(crossmarkStatus(crossmarkUpdates(items))).toBe(status));
});
