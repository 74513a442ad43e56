import type { ReactElement } from 'react';
import type { ArticlePageState } from '#src/shared/article-page-state.ts';
import { previewPrompt, VIEW_FULL_TEXT, viewFullTextUrl, YOU_HAVE_ACCESS } from '#src/shared/preview-access.ts';
import './preview.css';

/**
 * 001 §5, §6: 'View full text' when the content is not visible and displayViewFullText is set
 * (the link disabled unless entitled); 'You have access to this article' with a View full text
 * button for a reader with access. Viewing full text goes to `fullTextUrl`, with
 * viewFullText=true appended when the request is corporate.
 */
export function PreviewPrompt({ pageState, fullTextUrl }: { pageState: Pick<ArticlePageState, 'entitled' | 'isContentVisible' | 'displayViewFullText' | 'isCorpReq'>; fullTextUrl: string }): ReactElement | null {
  const prompt = previewPrompt(pageState);
  if (!prompt) return null;
  const href = viewFullTextUrl(fullTextUrl, pageState.isCorpReq);
  const enabled = prompt.kind === 'has-access' || prompt.enabled;
  return (
    <div className={`preview-prompt preview-prompt--${prompt.kind}`}>
      {prompt.kind === 'has-access' ? <p>{YOU_HAVE_ACCESS}</p> : null}
      {enabled ? (
        <a className="preview-prompt__button" href={href}>
          {VIEW_FULL_TEXT}
        </a>
      ) : (
        <a className="preview-prompt__button preview-prompt__button--disabled" role="link" aria-disabled="true">
          {VIEW_FULL_TEXT}
        </a>
      )}
    </div>
  );
}
