import { describe, expect, it } from 'vitest';
import { sharesTopic, topicalShare } from './topical-share.ts';

const a = (subjects: string[], keywords: string[] = []) => ({ subjects, keywords });

describe('topical share of recommendations (npm run bench)', () => {
  it.each([
    ['a shared subject, any case and spacing', a(['Cell  Biology']), a(['cell biology']), true],
    ['a shared keyword', a([], ['Wind power', 'VAWT']), a([], ['vawt']), true],
    ['a subject of one that is a keyword of the other', a(['Neuroscience']), a([], ['neuroscience']), true],
    ['only the article type in common', a(['Research article']), a(['Research Article']), false],
    ['nothing in common', a(['Astronomy'], ['Jupiter']), a(['Energy'], ['Wind turbine']), false],
  ])('%s', (_name, x, y, shares) => {
    expect(sharesTopic(x, y)).toBe(shares);
  });

  it('counts the share of recommendations that share a topic', () => {
    const wind = a([], ['wind']);
    expect(
      topicalShare([
        [wind, wind],
        [wind, a(['Astronomy'])],
        [wind, wind],
        [wind, wind],
      ]),
    ).toEqual({ recommendations: 4, sharing: 3, share: 0.75 });
    expect(topicalShare([]).share).toBe(1);
  });
});
