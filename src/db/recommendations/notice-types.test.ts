import { describe, expect, it } from 'vitest';
import { isNotice } from './notice-types.ts';

describe('isNotice: corrections, retractions and expressions of concern are never recommended', () => {
  it.each([
    [{ articleType: 'correction', documentSubtype: 'err' }, true],
    [{ articleType: 'retraction', documentSubtype: 'ret' }, true],
    [{ articleType: 'expression-of-concern', documentSubtype: 'mis' }, true],
    [{ articleType: 'err', documentSubtype: 'err' }, true],
    [{ articleType: 'research-article', documentSubtype: 'fla', title: 'Correction: Polycomb repressive complex 2' }, true],
    [{ articleType: 'other', documentSubtype: 'mis', title: 'Expression of Concern: Wind turbine wakes' }, true],
    [{ articleType: 'other', documentSubtype: 'mis', title: 'Retraction notice to “A study”' }, true],
    [{ articleType: 'research-article', documentSubtype: 'fla', title: 'Error-correcting codes in bacteria' }, false],
    [{ articleType: 'fla', documentSubtype: 'fla', title: 'Robust VAWT control' }, false],
    [{ articleType: 'article-commentary', documentSubtype: 'ssu', title: 'Corrections to the standard model?' }, false],
  ])('%j → %s', (facts, notice) => {
    expect(isNotice(facts)).toBe(notice);
  });
});
