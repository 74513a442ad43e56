import { describe, expect, it } from 'vitest';
import { FEEDBACK_URL, sendRecommendationFeedback } from './recommendation-feedback.ts';

const token = 'Ab1+_-'.repeat(11);

describe('sendRecommendationFeedback (001 §5)', () => {
  it('posts the items with positions and the page load id', () => {
    const sent: Array<[string, string]> = [];
    expect(
      sendRecommendationFeedback('Display', 'load-1', [{ recommendationToken: token, position: 1 }], (u, b) => sent.push([u, b])),
    ).toBe(true);
    expect(sent).toEqual([
      [
        FEEDBACK_URL,
        JSON.stringify([{ action: 'Display', recommendationToken: token, properties: { position: 1, pageLoadId: 'load-1' } }]),
      ],
    ]);
  });
  it.each([
    ['an empty list', []],
    ['a short token', [{ recommendationToken: 'short', position: 1 }]],
    ['position 0', [{ recommendationToken: token, position: 0 }]],
    [
      'one bad item',
      [
        { recommendationToken: token, position: 1 },
        { recommendationToken: token, position: 1.5 },
      ],
    ],
  ])('sends nothing for %s', (_name, shown) => {
    const sent: string[] = [];
    expect(sendRecommendationFeedback('TitleClick', 'x', shown, (u) => sent.push(u))).toBe(false);
    expect(sent).toEqual([]);
  });
});
