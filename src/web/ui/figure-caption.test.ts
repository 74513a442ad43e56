import { describe, expect, it } from 'vitest';
import { CAPTION_MAX_LENGTH, figureShortLabel, firstSentence, truncateCaption, UNLABELLED_FIGURE } from './figure-caption.ts';

describe('firstSentence', () => {
  it.each([
    ['Expression of Fgf8. (A) Lateral view.', 'Expression of Fgf8.'],
    ['Growth curves as in Fig. 2. Bars show SEM.', 'Growth curves as in Fig. 2.'],
    ['Data from Smith et al. (2010). More text.', 'Data from Smith et al. (2010).'],
    ['Values of 1.5 and 2.5 mm. More.', 'Values of 1.5 and 2.5 mm.'],
    ['Samples (e.g. liver) were used. Next.', 'Samples (e.g. liver) were used.'],
    ['Drawn by J. Smith in 2010. Next.', 'Drawn by J. Smith in 2010.'],
    ['Is it real? Yes.', 'Is it real?'],
    ['No full stop at all', 'No full stop at all'],
    ['  Spread\n over   lines.  Second.', 'Spread over lines.'],
    ['', ''],
  ])('%j → %j', (text, sentence) => {
    expect(firstSentence(text)).toBe(sentence);
  });
});

describe('truncateCaption (spec 000 §5: 80 characters, first sentence, word boundary, ellipsis)', () => {
  const long =
    'Schematic representation of the experimental set-up used for the measurement of the thermal conductivity of samples. Second sentence.';
  it.each([
    ['Short caption.', 'Short caption.'],
    ['Short first sentence. A much longer second sentence that would not fit in eighty characters at all.', 'Short first sentence.'],
    [long, 'Schematic representation of the experimental set-up used for the measurement of\u2026'],
    ['x'.repeat(120), 'x'.repeat(79) + '\u2026'],
    ['Alpha beta gamma, ' + 'delta '.repeat(20), 'Alpha beta gamma, delta delta delta delta delta delta delta delta delta delta\u2026'],
    ['', ''],
  ])('%j → %j', (text, out) => {
    const result = truncateCaption(text);
    expect(result).toBe(out);
    expect(result.length).toBeLessThanOrEqual(CAPTION_MAX_LENGTH);
  });

  it('never cuts inside a word', () => {
    const result = truncateCaption(long);
    expect(long.startsWith(result.slice(0, -1) + ' ')).toBe(true);
  });

  it('honours a custom length', () => {
    expect(truncateCaption('One two three four five.', 10)).toBe('One two\u2026');
  });
});

describe('figureShortLabel (spec 000 §5: no label or caption → "Unlabelled figure")', () => {
  it.each([
    ['Figure 1', 'Caption text.', 'Figure 1'],
    [undefined, 'Caption only. More.', 'Caption only.'],
    ['  ', 'Caption only.', 'Caption only.'],
    [undefined, undefined, UNLABELLED_FIGURE],
    ['', '   ', UNLABELLED_FIGURE],
  ])('label %j, caption %j → %j', (label, caption, out) => {
    expect(figureShortLabel(label, caption)).toBe(out);
  });
});
