import { describe, expect, it } from 'vitest';
import { experimentOn, parseExperiments } from './experiments.ts';

describe('LECTERN_EXPERIMENTS', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['header-sign-in', ['header-sign-in']],
    [' header-sign-in , header-sign-in ,', ['header-sign-in']],
  ])('%j → %j', (value, flags) => {
    expect(parseExperiments(value)).toEqual({ ok: true, flags });
  });

  it('names the unknown flags and the known ones', () => {
    expect(parseExperiments('header-sign-in,new-reader, Beta')).toEqual({
      ok: false,
      message: 'unknown experiment "new-reader", "Beta"; known: header-sign-in',
    });
  });

  it('tells whether a flag is on', () => {
    expect(experimentOn(['header-sign-in'], 'header-sign-in')).toBe(true);
    expect(experimentOn([], 'header-sign-in')).toBe(false);
    expect(experimentOn(undefined, 'header-sign-in')).toBe(false);
  });
});
