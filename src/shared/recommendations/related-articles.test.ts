import { describe, expect, it } from 'vitest';
import { isNoticeRole, relatedArticleUrl, relatedRole } from './related-articles.ts';

describe('related-article roles (spec 001 §7 refersTo, referredToBy)', () => {
  it.each([
    // relation on the linking article, direction, source is a research advance, role of the other article
    ['corrected-article', 'refersTo', false, 'corrected-article'], // elife12289 → elife00109
    ['corrected-article', 'referredToBy', false, 'correction'], // elife00109 ← elife12289
    ['correction-forward', 'refersTo', false, 'correction'],
    ['retracted-article', 'refersTo', false, 'retracted-article'], // journal.ppat.1005207
    ['retracted-article', 'referredToBy', false, 'retraction'],
    ['commentary-article', 'refersTo', false, 'discussed-article'], // insight elife00573 → elife00461
    ['commentary-article', 'referredToBy', false, 'insight'],
    ['commentary', 'refersTo', false, 'insight'], // elife00461 → elife00573
    ['article-reference', 'refersTo', true, 'original-article'], // research advance elife03665 → elife00461
    ['article-reference', 'referredToBy', true, 'research-advance'],
    ['article-reference', 'refersTo', false, 'related'], // a correction's other links (elife07546 → elife04969)
    ['Corrected-Article', 'referredToBy', false, 'correction'],
    ['companion', 'referredToBy', false, 'companion'],
    ['constructor', 'refersTo', false, 'related'],
  ] as const)('%s (%s, advance %s) → %s', (relation, direction, advance, role) => {
    expect(relatedRole(relation, direction, advance)).toBe(role);
  });

  it('notices are for corrections, retractions and expressions of concern only', () => {
    expect(['correction', 'retraction', 'expression-of-concern', 'insight', 'corrected-article'].filter(isNoticeRole)).toEqual([
      'correction',
      'retraction',
      'expression-of-concern',
    ]);
  });

  it.each([
    ['S2050084X13001090', '10.7554/eLife.00109', '/science/article/pii/S2050084X13001090'],
    [null, '10.1371/journal.ppat.1003435', 'https://doi.org/10.1371/journal.ppat.1003435'],
    [null, '10.1000/a b<c>', 'https://doi.org/10.1000/a%20b%3Cc%3E'],
    [null, null, null],
  ])('links %s / %s to %s (stored article first, then the DOI resolver)', (pii, doi, url) => {
    expect(relatedArticleUrl(pii, doi)).toBe(url);
  });
});
