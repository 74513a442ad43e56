import { describe, expect, it } from 'vitest';
import { ajaxLinksFor } from '#src/shared/article/article-page-state-rules.ts';
import type { TocData, TocOutlineItem } from './toc-data.ts';
import { QA_ANCHOR, QA_TITLE, starLabel, withQuestionsEntry } from './qa-page.ts';

const item = (id: string, anchorType: TocOutlineItem['anchorType']): TocOutlineItem => ({
  id,
  title: id,
  level: 2,
  anchorType,
  children: [],
});
const toc = (outline: TocOutlineItem[]) => ({ outline }) as unknown as TocData;

describe('Questions answered on the page', () => {
  it('the panel title and anchor are the spec’s', () => {
    expect([QA_TITLE, QA_ANCHOR]).toEqual(['Questions answered in this article', 'questions-and-answers']);
  });

  it.each([
    [
      [item('abstract', 'abstract'), item('keywords', 'keywords'), item('s1', 'section')],
      ['abstract', 'keywords', QA_ANCHOR, 's1'],
    ],
    [
      [item('s1', 'section'), item('references', 'references')],
      [QA_ANCHOR, 's1', 'references'],
    ],
    [[], [QA_ANCHOR]],
  ])('the table of contents gets its anchor after the abstracts and keywords (%#)', (outline, ids) => {
    const once = withQuestionsEntry(toc(outline));
    expect(once.outline.map((o) => o.id)).toEqual(ids);
    expect(withQuestionsEntry(once).outline.map((o) => o.id)).toEqual(ids);
  });

  it.each([
    [true, true, true],
    [false, true, false],
    [true, false, false],
  ])('ajaxLinks.questionsAndAnswers: content visible %s, has questions %s → %s (answers quote the body)', (visible, has, expected) => {
    expect(ajaxLinksFor(visible, visible, { questionsAndAnswers: has }).questionsAndAnswers).toBe(expected);
  });

  it.each([
    [1, '1 star'],
    [2, '2 stars'],
    [3, '3 stars'],
  ])('%i → %s', (n, label) => {
    expect(starLabel(n)).toBe(label);
  });
});
