import { describe, expect, it } from 'vitest';
import { experimentOn, parseExperiments, pdfLinkInExperiment } from './experiments.ts';

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
      message: 'unknown experiment "new-reader", "Beta"; known: header-sign-in, pdf-download-label',
    });
  });

  it('tells whether a flag is on', () => {
    expect(experimentOn(['header-sign-in'], 'header-sign-in')).toBe(true);
    expect(experimentOn([], 'header-sign-in')).toBe(false);
    expect(experimentOn(undefined, 'header-sign-in')).toBe(false);
  });
});

describe('pdf-download-label: the PDF link A/B variant (000 §3 urlType abTest)', () => {
  const pdf = (urlType: 'download' | 'order' | 'purchase' | 'none') => ({ url: '/x.pdf', urlType, crawlable: false });
  it.each([
    ['download', ['pdf-download-label'], 'abTest'],
    ['download', [], 'download'],
    ['purchase', ['pdf-download-label'], 'purchase'],
    ['order', ['pdf-download-label'], 'order'],
    ['none', ['pdf-download-label'], 'none'],
  ] as const)('%s with %j → %s', (urlType, flags, expected) => {
    expect(pdfLinkInExperiment(pdf(urlType), flags).urlType).toBe(expected);
  });
});
