import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';

/**
 * The access prompts of the preview layout (001 §5, §6) as pure rules.
 * - Content not visible and displayViewFullText set: a 'View full text' prompt; its link is
 *   disabled unless the reader is entitled.
 * - Reader with access: 'You have access to this article' and a View full text button.
 * - Viewing full text reloads the page, appending viewFullText=true when the request is corporate.
 */
export const VIEW_FULL_TEXT = 'View full text';
export const YOU_HAVE_ACCESS = 'You have access to this article';

export type PreviewPrompt = { kind: 'has-access' } | { kind: 'view-full-text'; enabled: boolean } | null;

export function previewPrompt(state: Pick<ArticlePageState, 'entitled' | 'isContentVisible' | 'displayViewFullText'>): PreviewPrompt {
  if (!state.isContentVisible && state.displayViewFullText) return { kind: 'view-full-text', enabled: state.entitled };
  if (state.entitled) return { kind: 'has-access' };
  return null;
}

/** Where View full text goes: the same page, with viewFullText=true appended when the request is corporate. */
export function viewFullTextUrl(current: string, isCorpReq: boolean): string {
  const url = new URL(current, 'http://local.invalid');
  if (isCorpReq) url.searchParams.set('viewFullText', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}
