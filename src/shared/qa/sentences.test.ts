import { describe, expect, it } from 'vitest';
import { isQuotable, sentenceSpans } from './sentences.ts';
import { OBJECT } from './source-paragraphs.ts';

describe('sentenceSpans: verbatim sentences with offsets', () => {
  it.each([
    ['Two sentences. Here is the second one.', ['Two sentences.', 'Here is the second one.']],
    ['As shown by Smith et al. (2010), cells divide. They grow.', ['As shown by Smith et al. (2010), cells divide.', 'They grow.']],
    ['See Fig. 2 for the map. It is large.', ['See Fig. 2 for the map.', 'It is large.']],
    ['Values rose (e.g. in May). Then they fell.', ['Values rose (e.g. in May).', 'Then they fell.']],
    ['  Leading space is trimmed.  ', ['Leading space is trimmed.']],
    ['The p value was 0.05. a lower-case start continues.', ['The p value was 0.05. a lower-case start continues.']],
  ])('%s', (text, expected) => {
    const spans = sentenceSpans(text);
    expect(spans.map((s) => s.text)).toEqual(expected);
    for (const s of spans) expect(text.slice(s.start, s.end)).toBe(s.text);
  });
});

describe('isQuotable', () => {
  it.each([
    ['Here we show that the complex binds chromatin in vivo.', true],
    [`The energy is ${OBJECT} for every state of the system studied.`, false],
    ['Too short.', false],
    ['lower-case start is a fragment of something bigger than this.', false],
    ['A sentence without a final stop that goes on and on for a while', false],
    [`${'Very long words '.repeat(50)}end.`, false],
  ])('%s → %s', (sentence, expected) => {
    expect(isQuotable(sentence)).toBe(expected);
  });
});
