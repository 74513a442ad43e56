import { describe, expect, it } from 'vitest';
import { hasHighlight, highlightParts, MARK_END as E, MARK_START as S } from './search-highlight.ts';

describe('search snippet highlights', () => {
  it.each([
    ['plain text', 'no match', [{ text: 'no match', marked: false }]],
    [
      'one mark',
      `a ${S}ribosome${E} structure`,
      [
        { text: 'a ', marked: false },
        { text: 'ribosome', marked: true },
        { text: ' structure', marked: false },
      ],
    ],
    ['adjacent marks merge', `${S}cryo${E}${S}EM${E}`, [{ text: 'cryoEM', marked: true }]],
    [
      'markup stays text',
      `<b>${S}x${E}</b>`,
      [
        { text: '<b>', marked: false },
        { text: 'x', marked: true },
        { text: '</b>', marked: false },
      ],
    ],
    [
      'an unclosed mark ends at the end',
      `a ${S}b`,
      [
        { text: 'a ', marked: false },
        { text: 'b', marked: true },
      ],
    ],
    ['a stray end is dropped', `a${E} b`, [{ text: 'a b', marked: false }]],
    ['empty', '', []],
  ])('%s', (_name, snippet, parts) => {
    expect(highlightParts(snippet)).toEqual(parts);
  });

  it('knows whether anything is highlighted', () => {
    expect(hasHighlight(`a ${S}b${E}`)).toBe(true);
    expect(hasHighlight(`a ${S} ${E}`)).toBe(false);
    expect(hasHighlight(null)).toBe(false);
  });
});
