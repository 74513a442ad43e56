import { describe, expect, it } from 'vitest';
import { articleTypeOptions } from './article-type-label.ts';

describe('article type options (the search filter)', () => {
  it('labels each type as readers read it', () => {
    expect(articleTypeOptions(['research-article', 'sco', 'editorial'])).toEqual([
      { value: 'research-article', label: 'Research article' },
      { value: 'sco', label: 'Short communication' },
      { value: 'editorial', label: 'Editorial' },
    ]);
  });

  it('keeps options distinguishable when two types read the same', () => {
    expect(articleTypeOptions(['err', 'correction', 'editorial'])).toEqual([
      { value: 'err', label: 'Correction (err)' },
      { value: 'correction', label: 'Correction (correction)' },
      { value: 'editorial', label: 'Editorial' },
    ]);
  });
});
