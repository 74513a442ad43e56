import { describe, expect, it } from 'vitest';
import {
  ENTITLED_RECS_OPT_OUT_KEY,
  isOptedOut,
  preselectedRecommendations,
  shouldOpenEntitledRecsPopup,
} from './entitled-recommendations.ts';

const base = { hasLink: true, optedOut: false, isCasaUser: false };

describe('entitled-recommendations popup (001 §4, §6)', () => {
  it.each([
    ['fails', base, { failed: true as const }, true],
    ['returns one', base, { failed: false as const, count: 1 }, true],
    ['returns none', base, { failed: false as const, count: 0 }, false],
    ['no link', { ...base, hasLink: false }, { failed: true as const }, false],
    ['opted out', { ...base, optedOut: true }, { failed: false as const, count: 3 }, false],
    ['casa user', { ...base, isCasaUser: true }, { failed: false as const, count: 3 }, false],
  ])('%s', (_name, input, outcome, opens) => expect(shouldOpenEntitledRecsPopup(input, outcome)).toBe(opens));

  it('preselects only articles that are not third-party', () => {
    expect(
      preselectedRecommendations([
        { pii: 'a', isThirdParty: false },
        { pii: 'b', isThirdParty: true },
        { pii: 'c', isThirdParty: false },
      ]),
    ).toEqual(['a', 'c']);
  });

  it('reads the opt-out under "entitled-recs do-not-show"', () => {
    expect(ENTITLED_RECS_OPT_OUT_KEY).toBe('entitled-recs do-not-show');
    expect(isOptedOut({ getItem: (k) => (k === 'entitled-recs do-not-show' ? 'true' : null) })).toBe(true);
    expect(isOptedOut({ getItem: () => null })).toBe(false);
    expect(
      isOptedOut({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
  });
});
