import { describe, expect, it } from 'vitest';
import { supplementLabel, supplementSegment } from './supplement-label.ts';

describe('supplement and part labels', () => {
  it.each([
    [undefined, null, 'suppl'],
    ['', null, 'suppl'],
    ['C', null, 'suppl'],
    ['c', null, 'suppl'],
    ['PA', 'Part A', 'part'],
    ['P1', 'Part 1', 'part'],
    ['S2', 'Supplement 2', 'suppl'],
    ['3', 'Supplement 3', 'suppl'],
  ])('%s → %s', (value, label, segment) => {
    expect(supplementLabel(value)).toBe(label);
    if (value) expect(supplementSegment(value)).toBe(segment);
  });
});
