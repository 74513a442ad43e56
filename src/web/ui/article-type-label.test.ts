import { describe, expect, it } from 'vitest';
import { articleTypeLabel, articleTypeOptions } from './article-type-label.ts';

describe('article type labels', () => {
  it.each([
    ['research-article', 'Research article'],
    ['article-commentary', 'Commentary'],
    ['fla', 'Full-length article'],
    ['sco', 'Short communication'],
    ['registered-report', 'Registered report'],
    ['', ''],
  ])('%s → %s', (type, label) => {
    expect(articleTypeLabel(type)).toBe(label);
  });

  it('keeps options distinguishable when two types read the same', () => {
    expect(articleTypeOptions(['err', 'correction', 'editorial'])).toEqual([
      { value: 'err', label: 'Correction (err)' },
      { value: 'correction', label: 'Correction (correction)' },
      { value: 'editorial', label: 'Editorial' },
    ]);
  });
});
