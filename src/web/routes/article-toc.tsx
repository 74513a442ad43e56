import type { ReactElement } from 'react';
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import type { TocData, TocOutlineItem } from '#src/web/ui/toc-data.ts';
import { PreviewAside } from '../features/preview/preview-aside.tsx';
import { PreviewPrompt } from '../features/preview/preview-prompt.tsx';
import { TableOfContents } from '../features/toc/table-of-contents.tsx';
import { usePagePath } from '../ui/page-context.ts';
import { useRootData } from '../ui/use-root-data.ts';

/**
 * The article page's left column: the table of contents of the full-text layout, or the
 * preview layout's prompt and 'Article preview' contents (001 §2 renderingMode). On the
 * abstract page a reader with access is told so, with a View full text button.
 */
export function ArticleToc({
  toc,
  pageState,
  variant,
  enrichedAnchors,
}: {
  toc: TocData | null;
  pageState: ArticlePageState;
  variant: string;
  enrichedAnchors?: TocOutlineItem[];
}): ReactElement | null {
  const path = usePagePath();
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  const { reader } = useRootData();
  if (!toc) return null;
  if (variant !== 'abstract' && pageState.renderingMode === 'preview') {
    return <PreviewAside toc={toc.previewToc} pageState={pageState} currentUrl={path} access={{ pii: toc.pii, reader }} />;
  }
  const contents = (
    <TableOfContents data={toc} entitled={pageState.entitled} ajaxLinks={pageState.ajaxLinks} enrichedAnchors={enrichedAnchors} />
  );
  if (variant !== 'abstract') return contents;
  return (
    <>
      <PreviewPrompt pageState={pageState} fullTextUrl={`/science/article/pii/${encodeURIComponent(toc.pii)}${search}`} />
      {contents}
    </>
  );
}
