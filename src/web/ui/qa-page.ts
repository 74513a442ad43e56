import { SIDE_PANEL_TITLES } from './side-panel-state.ts';
import type { TocData, TocOutlineItem } from './toc-data.ts';

/**
 * Where "Questions answered in this article" sits on the article page (000 §2 table of contents
 * anchor `questions-and-answers`; 001 §2 side panel; 000 §9 badges; 001 §9 rating prompt).
 */
export const QA_ANCHOR = 'questions-and-answers';
export const QA_TITLE = SIDE_PANEL_TITLES['questions-and-answers'];
export const QA_BETA_BADGE = 'Beta';
export const QA_GENAI_BADGE = 'Powered by GenAI';
export const QA_RATING_PROMPT = 'How well does this answer the question?';
export const QA_RATING_STARS = 3;
/** The side panel opener's content-id: the panel shows every question. */
export const QA_PANEL_ID = 'all';
/** The Help panel's id for the "What’s this?" link (000 §2). */
export const QA_HELP_ID = 'questions-and-answers';
export const QA_HELP_LINK = 'What\u2019s this?';

/** The outline with the questions' anchor after the abstracts and keywords (only when the article has questions). */
export function withQuestionsEntry(toc: TocData): TocData {
  if (toc.outline.some((o) => o.id === QA_ANCHOR)) return toc;
  const entry: TocOutlineItem = { id: QA_ANCHOR, title: QA_TITLE, level: 2, anchorType: 'other', children: [] };
  let at = 0;
  while (at < toc.outline.length && (toc.outline[at]!.anchorType === 'abstract' || toc.outline[at]!.anchorType === 'keywords')) at++;
  return { ...toc, outline: [...toc.outline.slice(0, at), entry, ...toc.outline.slice(at)] };
}

/** "1 star" … "3 stars": the rating buttons' names. */
export function starLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}
