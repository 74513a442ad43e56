import { describe, expect, it } from 'vitest';
import { bm25Index, positionedTokens, tokens, tokensWithin } from './bm25.ts';
import { sentenceSpans } from './sentences.ts';

const PARAGRAPHS = [
  'Neurons fire. The recordings were made in 12 mice (see Fig. 2). Cells expressing GFP responded within 5 ms.',
  'Binding assays showed that the protein binds DNA; mutations abolished binding. Results are in Table 1.',
  // Lower case changes its length (İ → i̇): offsets are not the text's, the slice is tokenised instead.
  'İstanbul samples were sequenced. The İzmir cohort was smaller, with 40 participants enrolled in total.',
  'α-Synuclein aggregates were counted. Über-expression (×3) raised them; the effect held at 37 °C.',
];

describe('tokensWithin', () => {
  it.each(PARAGRAPHS)('gives each sentence of %j the terms tokenising it alone gives', (text) => {
    const positioned = positionedTokens(text);
    expect(positioned.terms).toEqual(tokens(text));
    for (const s of sentenceSpans(text)) expect(tokensWithin(text, positioned, s.start, s.end)).toEqual(tokens(s.text));
  });

  it('marks a text whose lower case has another length as not aligned', () => {
    expect(positionedTokens(PARAGRAPHS[2]!).aligned).toBe(false);
    expect(positionedTokens(PARAGRAPHS[0]!).aligned).toBe(true);
  });
});

describe('bm25Index', () => {
  it('scores the same from texts as from their terms', () => {
    const query = new Map([
      ['bind', 2],
      ['mice', 1],
    ]);
    const fromTexts = bm25Index(PARAGRAPHS);
    const fromTerms = bm25Index(PARAGRAPHS.map(tokens));
    const scores = PARAGRAPHS.map((_, i) => fromTexts.score(i, query));
    expect(PARAGRAPHS.map((_, i) => fromTerms.score(i, query))).toEqual(scores);
    expect(scores[1]).toBeGreaterThan(scores[0]!);
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores[2]).toBe(0);
  });

  it('stems repeated words the same way every time (the word cache)', () => {
    expect(tokens('Binding bindings binded binds')).toEqual(['bind', 'bind', 'bind', 'bind']);
    expect(tokens('Binding bindings binded binds')).toEqual(['bind', 'bind', 'bind', 'bind']);
  });
});
