import { describe, expect, it } from 'vitest';
import { isSendableFeedback } from './feedback-rules.ts';
import { checkFeedback, isRecommendationToken } from './recommendation-feedback.ts';

const TOKEN = 'A'.repeat(60) + 'b+_-';
const item = (over: Record<string, unknown> = {}) => ({
  action: 'Display',
  recommendationToken: TOKEN,
  properties: { position: 1, pageLoadId: 'p1' },
  ...over,
});

describe('recommendation token pattern (001 §5)', () => {
  it.each([
    ['64 letters', 'a'.repeat(64), true],
    ['128 mixed', 'aZ09+_-x'.repeat(16), true],
    ['ends in equals signs', 'a'.repeat(62) + '==', true],
    ['63 characters', 'a'.repeat(63), false],
    ['129 characters', 'a'.repeat(129), false],
    ['equals sign inside', 'a'.repeat(32) + '=' + 'a'.repeat(32), false],
    ['slash (not base64url)', 'a'.repeat(63) + '/', false],
    ['space', 'a'.repeat(63) + ' ', false],
    ['only equals signs', '='.repeat(64), false],
    ['not a string', 42, false],
  ])('%s', (_name, value, valid) => {
    expect(isRecommendationToken(value)).toBe(valid);
  });
});

describe('feedback list validation (001 §5)', () => {
  it.each([
    ['one valid item', [item()], true],
    ['every action', ['Display', 'InFocus', 'TitleClick', 'PdfDownload', 'ViewDetails'].map((action) => item({ action })), true],
    ['extra properties kept', [item({ properties: { position: 3, pageLoadId: 'x', zone: 'panel' } })], true],
    ['empty list', [], false],
    ['not a list', item(), false],
    ['unknown action', [item({ action: 'Click' })], false],
    ['short token', [item({ recommendationToken: 'abc' })], false],
    ['no properties', [item({ properties: undefined })], false],
    ['properties not an object', [item({ properties: 'position=1' })], false],
    ['position 0', [item({ properties: { position: 0 } })], false],
    ['position 1.5', [item({ properties: { position: 1.5 } })], false],
    ['position as a string', [item({ properties: { position: '1' } })], false],
    ['one bad item among good', [item(), item({ action: 'Nope' })], false],
    ['50 items', Array.from({ length: 50 }, () => item()), true],
    ['51 items', Array.from({ length: 51 }, () => item()), false],
    ['pageLoadId of 129 characters', [item({ properties: { position: 1, pageLoadId: 'x'.repeat(129) } })], false],
  ])('%s (the server and the page agree)', (_name, value, valid) => {
    expect(checkFeedback(value).ok).toBe(valid);
    expect(isSendableFeedback(value)).toBe(valid);
  });

  it('names the item and the field at fault', () => {
    expect(checkFeedback([item(), item({ properties: { position: 0 } })])).toEqual({
      ok: false,
      reason: 'item 2: properties.position must be an integer of at least 1',
    });
  });
});
