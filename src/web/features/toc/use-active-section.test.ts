import { describe, expect, it } from 'vitest';
import { currentElementOf, currentOf } from './use-active-section.ts';

describe('current section (the last whose top passed the 78 px line)', () => {
  const at = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i + 1}`, top }));
  it.each([
    [at(100, 900, 1500), null],
    [at(86, 900, 1500), 's1'],
    [at(-400, 40, 300), 's2'],
    [at(-2000, -900, -10), 's3'],
  ])('%j → %s', (tops, id) => {
    expect(currentOf(tops)).toBe(id);
  });
});

describe('current section from live elements: the same answer, measuring only up to the first below the line', () => {
  const elementsAt = (...tops: number[]) => {
    const measured: string[] = [];
    const elements = tops.map(
      (top, i) => ({ id: `s${i + 1}`, getBoundingClientRect: () => (measured.push(`s${i + 1}`), { top }) }) as unknown as HTMLElement,
    );
    return { elements, measured };
  };
  it.each([
    [[100, 900, 1500], null, ['s1']],
    [[86, 900, 1500], 's1', ['s1', 's2']],
    [[-400, 40, 300], 's2', ['s1', 's2', 's3']],
    [[-2000, -900, -10], 's3', ['s1', 's2', 's3']],
  ])('%j → %s', (tops, id, measuredIds) => {
    const { elements, measured } = elementsAt(...tops);
    expect(currentElementOf(elements)).toBe(id);
    expect(currentElementOf(elements)).toBe(currentOf(tops.map((top, i) => ({ id: `s${i + 1}`, top }))));
    expect(measured.slice(0, measuredIds.length)).toEqual(measuredIds);
  });
});
