import { describe, expect, it } from 'vitest';
import { isDefinition, MAX_SENTENCE_LENGTH, sentenceAround } from './sentences.ts';

function check(sentence: string, term: string): boolean {
  const at = sentence.indexOf(term);
  return isDefinition(sentence, at, at + term.length);
}

describe('sentences where a term is defined or used', () => {
  it.each([
    ['Methanogenesis is the formation of methane by microbes.', 'Methanogenesis', true],
    ['Cryo-EM refers to electron microscopy of frozen samples.', 'Cryo-EM', true],
    ['Mitochondrial DNA (mtDNA) is a small circular genome.', 'Mitochondrial DNA', true],
    ['This process is known as hematopoiesis.', 'hematopoiesis', true],
    ['We measured the receptor (MAVS) in cells.', 'MAVS', true],
    ['We used cryo-EM to solve the structure.', 'cryo-EM', false],
    ['The structure of the ribosome is shown in Figure 2.', 'ribosome', false],
  ])('%s', (sentence, term, defines) => {
    expect(check(sentence, term)).toBe(defines);
  });

  it('cuts the sentence the match is in out of its paragraph', () => {
    const text = 'First sentence here. The ribosome translates mRNA. Last one.';
    const at = text.indexOf('ribosome');
    const s = sentenceAround(text, at, at + 8);
    expect(s.sentence).toBe('The ribosome translates mRNA.');
    expect(s.sentence.slice(s.matchStart, s.matchEnd)).toBe('ribosome');
  });

  it(`keeps at most ${MAX_SENTENCE_LENGTH} characters, around the match`, () => {
    const text = `${'word '.repeat(200)}ribosome ${'word '.repeat(200)}.`;
    const at = text.indexOf('ribosome');
    const s = sentenceAround(text, at, at + 8);
    expect(s.sentence.length).toBeLessThanOrEqual(MAX_SENTENCE_LENGTH);
    expect(s.sentence.slice(s.matchStart, s.matchEnd)).toBe('ribosome');
  });
});
