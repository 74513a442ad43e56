import { describe, expect, it } from 'vitest';
import { passageRange } from './passage-range.ts';

describe('passageRange: a passage across text nodes', () => {
  it.each([
    [['Hello world.'], 'world', { startNode: 0, startOffset: 6, endNode: 0, endOffset: 11 }],
    [['CO', '2', ' is a gas. It rises.'], 'CO2 is a gas.', { startNode: 0, startOffset: 0, endNode: 2, endOffset: 10 }],
    [['As shown (', 'Smith, 2010', ') here.'], 'Smith, 2010) here.', { startNode: 1, startOffset: 0, endNode: 2, endOffset: 7 }],
    [['abc'], 'abd', null],
    [['abc'], '', null],
  ])('%j holds %j', (texts, passage, expected) => {
    expect(passageRange(texts, passage)).toEqual(expected);
  });
});
