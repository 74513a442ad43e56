import { describe, expect, it } from 'vitest';
import { numericSuffix, pruneAnnotations, unitKind } from './prune-annotations.ts';
import type { Topic } from '#src/shared/topics/topic-contract.ts';

const t = (name: string): Topic => ({ name, targetURL: `/topics/x/${name}`, stringMatch: [name] });
const [A, B, C] = [t('a'), t('b'), t('c')];

describe('topic pruning (000 §5)', () => {
  it('"Each topic target is kept at most once in the abstract"', () => {
    const pruned = pruneAnnotations({ abstract: { topics: [A, B, A] }, sections: [], matches: [] });
    expect(pruned.abstract.topics).toEqual([A, B]);
  });

  it('"… and at most twice across sections. Sections left empty are dropped."', () => {
    const pruned = pruneAnnotations({
      abstract: { topics: [] },
      sections: [
        { id: 's1', topics: [A, B] },
        { id: 's2', topics: [A] },
        { id: 's3', topics: [A] },
        { id: 's4', topics: [C, C] },
      ],
      matches: [],
    });
    expect(pruned.sections).toEqual([
      { id: 's1', topics: [A, B] },
      { id: 's2', topics: [A] },
      { id: 's4', topics: [C] },
    ]);
  });

  it('"Order is figures first, then sections, then the rest. Titles and keywords are excluded. Ordering is by numeric id suffix."', () => {
    const pruned = pruneAnnotations({
      abstract: { topics: [] },
      sections: ['p0015', 's0010', 'st0005', 'f0010', 'kw0005', 's0005', 'f0005', 'bx0001'].map((id) => ({ id, topics: [t(id)] })),
      matches: [],
    });
    expect(pruned.sections.map((s) => s.id)).toEqual(['f0005', 'f0010', 's0005', 's0010', 'bx0001', 'p0015']);
  });

  it.each([
    ['f0005', 'figure'],
    ['fig3', 'figure'],
    ['fig1s2', 'figure'],
    ['pone.0012262.g001', 'figure'],
    ['s0005', 'section'],
    ['s2-1', 'section'],
    ['sec4', 'section'],
    ['st0010', 'title'],
    ['ti0005', 'title'],
    ['kw0010', 'keywords'],
    ['keys0005', 'keywords'],
    ['p0010', 'other'],
    ['bx1', 'other'],
    ['pone.0012262.s001', 'other'],
  ])('%s is a %s', (id, kind) => {
    expect(unitKind(id)).toBe(kind);
  });

  it.each([
    ['f0005', [5]],
    ['s2-10', [2, 10]],
    ['fig1s2', [2]],
    ['abstract', []],
  ])('numeric suffix of %s is %j', (id, suffix) => {
    expect(numericSuffix(id)).toEqual(suffix);
  });

  it('orders sections with multi-part suffixes numerically, not as text', () => {
    const pruned = pruneAnnotations({
      abstract: { topics: [] },
      sections: ['s10', 's2-1', 's2'].map((id) => ({ id, topics: [t(id)] })),
      matches: [],
    });
    expect(pruned.sections.map((s) => s.id)).toEqual(['s2', 's2-1', 's10']);
  });
});
