import type { ReactElement } from 'react';
import type { PreviewTocEntry } from '#src/web/ui/article-preview.ts';
import { PREVIEW_TOC_TITLE } from '#src/web/ui/preview-toc-title.ts';
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import '../../ui/toc.css';
import { AccessOptions, PreviewPrompt, type PromptReader } from './preview-prompt.tsx';
import './preview.css';

/**
 * The preview layout's left column (001 §2, §5, §6): the access prompt for this reader and the
 * 'Article preview' table of contents listing only the non-empty preview sections.
 */
export function PreviewAside({
  toc,
  pageState,
  currentUrl,
  access,
}: {
  toc: readonly PreviewTocEntry[];
  pageState: Pick<ArticlePageState, 'entitled' | 'isContentVisible' | 'displayViewFullText' | 'isCorpReq' | 'accessOptions'>;
  currentUrl: string;
  access?: PromptReader;
}): ReactElement {
  return (
    <div className="preview-aside">
      <PreviewPrompt pageState={pageState} fullTextUrl={currentUrl} />
      {!pageState.entitled && access ? <AccessOptions access={access} pageState={pageState} returnTo={currentUrl} /> : null}
      {toc.length > 0 ? (
        <nav className="toc toc--preview" aria-labelledby="preview-toc-title">
          <h2 className="toc__heading" id="preview-toc-title">
            {PREVIEW_TOC_TITLE}
          </h2>
          <ol className="toc__list">
            {toc.map((e) => (
              <li key={e.key} className="toc__item">
                <a className="toc__link" href={`#${e.id}`}>
                  {e.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </div>
  );
}
