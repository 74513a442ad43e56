import { describe, expect, it } from 'vitest';
import {
  recommendationAuthorLine,
  recommendationsToggleText,
  specialIssueEditors,
  specialIssueHeading,
  specialIssuePanelTitle,
  viewMoreLabel,
  visibleRecommendations,
  vsiEditors,
} from './related-content-rules.ts';

const names = (n: number) => Array.from({ length: n }, (_, i) => `E${i + 1}`);

describe('recommended articles (000 §4, §9)', () => {
  it('shows 3 until expanded', () => {
    expect(visibleRecommendations(names(6), false)).toEqual(['E1', 'E2', 'E3']);
    expect(visibleRecommendations(names(6), true)).toHaveLength(6);
  });
  it.each([
    [3, false, null],
    [2, false, null],
    [6, false, 'Show 3 more recommended articles'],
    [4, false, 'Show 1 more recommended article'],
    [6, true, 'Show fewer recommended articles'],
  ])('%d articles, expanded %s → %s', (total, expanded, text) => expect(recommendationsToggleText(total, expanded)).toBe(text));
  it.each([
    [['A'], 1, 'A'],
    [['A', 'B'], 2, 'A, B'],
    [['A', 'B', 'C'], 5, 'A, B et al.'],
  ])('author line %o', (authors, count, line) => expect(recommendationAuthorLine(authors, count)).toBe(line));
});

describe('special issue and virtual special issue (000 §9)', () => {
  it('wording by kind and content type', () => {
    expect(specialIssueHeading('special-issue')).toBe('Part of special issue');
    expect(specialIssueHeading('volume')).toBe('Part of volume');
    expect(specialIssuePanelTitle('special-issue')).toBe('Other articles from this issue');
    expect(specialIssuePanelTitle('volume')).toBe('Other chapters from this volume');
    expect(viewMoreLabel('JL')).toBe('View more articles');
    expect(viewMoreLabel('BK')).toBe('View more chapters');
  });
  it('special issue editors: up to 7', () => {
    expect(specialIssueEditors(names(9))).toEqual(names(7));
    expect(specialIssueEditors(names(3))).toEqual(names(3));
  });
  it.each([
    [7, names(7)],
    [8, ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', '…', 'E8']],
    [12, ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', '…', 'E12']],
  ])('virtual special issue with %d editors', (n, shown) => expect(vsiEditors(names(n))).toEqual(shown));
});
