import type { ReactElement } from 'react';
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import { previewPrompt, VIEW_FULL_TEXT, viewFullTextUrl, YOU_HAVE_ACCESS } from '#src/web/features/preview/preview-access.ts';
import { purchaseUrl } from '#src/web/ui/pdf-link-target.ts';
import { ACCESS_OPTIONS_HEADING, readerAccessOptions } from '#src/shared/access/reader-access-options.ts';
import type { Reader } from '#src/shared/access/reader.ts';
import './preview.css';

/**
 * 001 §5, §6: 'View full text' when the content is not visible and displayViewFullText is set
 * (the link disabled unless entitled); 'You have access to this article' with a View full text
 * button for a reader with access. Viewing full text goes to `fullTextUrl`, with
 * viewFullText=true appended when the request is corporate.
 */
type PromptState = Pick<ArticlePageState, 'entitled' | 'isContentVisible' | 'displayViewFullText' | 'isCorpReq'> &
  Partial<Pick<ArticlePageState, 'accessOptions'>>;

/** What a reader without access can do: sign in, institutional access, purchase (when offered). */
export interface PromptReader {
  pii: string;
  reader: Pick<Reader, 'user' | 'accessType'>;
}

export function AccessOptions({
  access: { pii, reader },
  pageState,
  returnTo,
}: {
  access: PromptReader;
  pageState: PromptState;
  returnTo: string;
}): ReactElement | null {
  const purchasable = purchaseUrl(pageState.accessOptions?.linkType ?? null, pageState.accessOptions?.linkUrl ?? null) !== null;
  const options = readerAccessOptions({ pii, reader, purchasable, returnTo });
  if (options.length === 0) return null;
  return (
    <div className="preview-access-options">
      <p id="preview-access-options-title">{ACCESS_OPTIONS_HEADING}</p>
      <ul aria-labelledby="preview-access-options-title">
        {options.map((o) => (
          <li key={o.id}>
            <a className={`preview-access-options__link preview-access-options__link--${o.id}`} href={o.href}>
              {o.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PreviewPrompt({ pageState, fullTextUrl }: { pageState: PromptState; fullTextUrl: string }): ReactElement | null {
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
