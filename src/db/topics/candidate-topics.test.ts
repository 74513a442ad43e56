import { describe, expect, it } from 'vitest';
import { candidateTopics, commonWordLimit, termGroupKey } from './candidate-topics.ts';
import { disciplineOf } from './discipline.ts';
import { topicTerms } from './topic-terms.ts';

describe('topics built from the corpus', () => {
  it('keeps terms that occur in at least two articles, spellings merged, the commonest spelling as name', () => {
    const topics = candidateTopics([
      { articleId: '1', terms: ['cryo-EM', 'ribosome'], descriptors: ['Biophysics and structural biology'] },
      { articleId: '2', terms: ['Cryo-EM'], descriptors: ['Biophysics and structural biology'] },
      { articleId: '3', terms: ['cryo-EM', 'malaria'], descriptors: ['Structural biology'] },
    ]);
    expect(topics).toEqual([
      {
        discipline: 'biochemistry-genetics-and-molecular-biology',
        slug: 'cryo-em',
        name: 'cryo-EM',
        phrases: ['Cryo-EM', 'cryo-EM'],
        articleIds: ['1', '2', '3'],
      },
    ]);
  });

  it.each([
    ['Cryo-EM', 'cryoem'],
    ['cryo EM', 'cryoem'],
    ['[NiFe] hydrogenase', 'nifehydrogenase'],
  ])('%s groups as %s', (term, key) => {
    expect(termGroupKey(term)).toBe(key);
  });

  it('takes keywords and subjects, not classification codes, organisms or article types', () => {
    const terms = topicTerms({
      subjects: ['Research article', 'Biology', 'Biology and life sciences', 'Neuroscience'],
      keywords: [
        { kind: 'author-keywords', terms: ['SNARE', 'complexin', 'R0'] },
        { kind: 'msc', terms: ['14C40'] },
        { kind: 'research-organism', terms: ['Mouse'] },
      ],
    });
    expect(terms).toEqual(['SNARE', 'complexin', 'Neuroscience']);
  });

  it.each([
    [['Neuroscience', 'synaptic vesicle fusion'], 'neuroscience'],
    [['Advances in Mathematics', 'Chow groups'], 'mathematics'],
    [['Renewable Energy', 'Wind power'], 'energy'],
    [['Acta Materialia', 'Grain boundaries', 'Grain growth'], 'materials-science'],
    [['Nothing to go on'], 'multidisciplinary'],
  ])('%j is in %s', (descriptors, slug) => {
    expect(disciplineOf(descriptors).slug).toBe(slug);
  });
});

describe('common words are not topics', () => {
  it.each([
    [10, Infinity],
    [49, Infinity],
    [50, 20],
    [523, 209],
  ])('with %i articles a corpus topic may be used in at most %d', (total, limit) => {
    expect(commonWordLimit(total)).toBe(limit);
  });
});
