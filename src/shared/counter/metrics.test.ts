import { describe, expect, it } from 'vitest';
import { countMetrics, type CountedUse } from './metrics.ts';

const use = (over: Partial<CountedUse>): CountedUse => ({
  sessionKey: 's1',
  itemId: 'i1',
  titleId: 't1',
  isBook: false,
  activity: 'request',
  denial: null,
  ...over,
});

describe('countMetrics (COUNTER 5.1 §3.3)', () => {
  it.each<[string, CountedUse[], Partial<ReturnType<typeof countMetrics>>]>([
    ['nothing', [], { Total_Item_Investigations: 0, Total_Item_Requests: 0 }],
    [
      'an abstract view is an investigation only',
      [use({ activity: 'investigation' })],
      { Total_Item_Investigations: 1, Unique_Item_Investigations: 1, Total_Item_Requests: 0, Unique_Item_Requests: 0 },
    ],
    [
      'HTML and PDF of one item in one session: 2 requests, 1 unique',
      [use({}), use({})],
      { Total_Item_Investigations: 2, Total_Item_Requests: 2, Unique_Item_Investigations: 1, Unique_Item_Requests: 1 },
    ],
    ['the same item in two sessions: 2 unique', [use({}), use({ sessionKey: 's2' })], { Total_Item_Requests: 2, Unique_Item_Requests: 2 }],
    ['two items in one session: 2 unique', [use({}), use({ itemId: 'i2' })], { Unique_Item_Requests: 2 }],
    ['journal content has no Unique_Title', [use({}), use({ itemId: 'i2' })], { Unique_Title_Investigations: 0, Unique_Title_Requests: 0 }],
    [
      'two chapters of one book in one session: 1 unique title',
      [use({ isBook: true }), use({ isBook: true, itemId: 'i2' })],
      { Unique_Item_Requests: 2, Unique_Title_Requests: 1, Unique_Title_Investigations: 1 },
    ],
    [
      'a book abstract is a title investigation only',
      [use({ isBook: true, activity: 'investigation' })],
      { Unique_Title_Investigations: 1, Unique_Title_Requests: 0 },
    ],
    [
      'denials count only as denials',
      [use({ denial: 'No_License' }), use({ denial: 'Limit_Exceeded' }), use({ denial: 'No_License' })],
      { No_License: 2, Limit_Exceeded: 1, Total_Item_Investigations: 0, Total_Item_Requests: 0, Unique_Item_Investigations: 0 },
    ],
  ])('%s', (_name, uses, expected) => {
    expect(countMetrics(uses)).toMatchObject(expected);
  });
});

describe('countMetrics with grouped uses', () => {
  it('a use standing for several identical ones adds its count to totals, not to uniques', () => {
    expect(countMetrics([use({ count: 3 }), use({ count: 2, denial: 'No_License' })])).toMatchObject({
      Total_Item_Investigations: 3,
      Total_Item_Requests: 3,
      Unique_Item_Requests: 1,
      No_License: 2,
    });
  });
});
