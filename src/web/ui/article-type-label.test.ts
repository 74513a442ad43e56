import { describe, expect, it } from 'vitest';
import { articleTypeOptions } from './article-type-label.ts';

describe('article type options (the search filter)', () => {
  it('labels each type as readers read it, sorted by label', () => {
    expect(articleTypeOptions(['research-article', 'sco', 'editorial'])).toEqual([
      { value: 'editorial', label: 'Editorial' },
      { value: 'research-article', label: 'Research article' },
      { value: 'sco', label: 'Short communication' },
    ]);
  });

  it('offers one option per label, never a raw code: fla and research-article are both Research article', () => {
    expect(articleTypeOptions(['correction', 'err', 'fla', 'research-article', 'rev'])).toEqual([
      { value: 'correction', label: 'Correction' },
      { value: 'research-article', label: 'Research article' },
      { value: 'rev', label: 'Review article' },
    ]);
  });
});
