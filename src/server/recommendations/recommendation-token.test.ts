import { describe, expect, it } from 'vitest';
import { isRecommendationToken } from '#src/shared/recommendations/recommendation-feedback.ts';
import { deriveRecommendationTokenKey, recommendationTokens } from './recommendation-token.ts';

describe('recommendation tokens', () => {
  const tokens = recommendationTokens(deriveRecommendationTokenKey('x'.repeat(32)));
  const pageLoadId = tokens.newPageLoadId();
  const pair = { articleId: '12', recommendedArticleId: '9007199254740993', pageLoadId };

  it('match the 001 §5 pattern and name the pair and page load they were made for', () => {
    const token = tokens.sign(pair);
    expect(isRecommendationToken(token)).toBe(true);
    expect(tokens.verify(token)).toEqual(pair);
  });

  it('differ per page load', () => {
    expect(tokens.sign(pair)).not.toBe(tokens.sign({ ...pair, pageLoadId: tokens.newPageLoadId() }));
  });

  it.each([
    ['another key', recommendationTokens(deriveRecommendationTokenKey('y'.repeat(32))).sign(pair)],
    [
      'a changed character',
      (() => {
        const t = tokens.sign(pair);
        return (t[0] === 'A' ? 'B' : 'A') + t.slice(1);
      })(),
    ],
    ['well-formed but made up', 'a'.repeat(64)],
    ['too short', 'abc'],
  ])('a token from %s does not verify', (_name, token) => {
    expect(tokens.verify(token)).toBeNull();
  });
});
