import type { ReactElement } from 'react';
import type { AccessBarConfig } from '#src/shared/access/access-bar-config.ts';
import type { AccessBarArticle } from '#src/web/features/access-bar/access-bar-layout.ts';
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import type { TocData } from '#src/web/ui/toc-data.ts';
import { ArticleAccessBarSlot } from '../features/access-bar/access-bar-slot.tsx';
import { ViewArticleXmlLink } from '../features/article-xml/view-article-xml-link.tsx';
import { ArticleToc } from './article-toc.tsx';
import { useEntitledToken } from '../ui/use-entitled-token.ts';
import { useEnrichedAnchors } from './enriched-anchors-store.ts';

/**
 * The article page's islands that hydrate at once (ADR 007): the access bar and the outline,
 * the first things a reader uses. Their props are all they read of the loader data.
 */
export interface ArticleAccessIslandProps {
  pii: string;
  pageState: ArticlePageState;
  article: AccessBarArticle;
  config: AccessBarConfig;
}

export function ArticleAccessIsland({ pii, pageState, article, config }: ArticleAccessIslandProps): ReactElement {
  const entitledToken = useEntitledToken(pii, pageState);
  return (
    <>
      <ArticleAccessBarSlot pageState={pageState} article={article} config={config} />
      <ViewArticleXmlLink pii={pii} privilegeType={pageState.privilegeType} entitledToken={entitledToken ?? null} />
    </>
  );
}

export interface ArticleTocIslandProps {
  toc: TocData | null;
  pageState: ArticlePageState;
  variant: string;
}

export function ArticleTocIsland({ toc, pageState, variant }: ArticleTocIslandProps): ReactElement | null {
  const enrichedAnchors = useEnrichedAnchors();
  return <ArticleToc toc={toc} pageState={pageState} variant={variant} enrichedAnchors={enrichedAnchors} />;
}
