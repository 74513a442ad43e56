import type { AccessBarConfig } from '#src/shared/access/access-bar-config.ts';
import type { AccessBarArticle } from '#src/web/features/access-bar/access-bar-layout.ts';
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import { usePagePath } from '../../ui/page-context.ts';
import { useRootData } from '../../ui/use-root-data.ts';
import { ArticleAccessBar } from './access-bar.tsx';

/** The access bar as the article page mounts it: the reader and CSRF token come from the root loader. */
export function ArticleAccessBarSlot({
  article,
  config,
  pageState,
}: {
  article: AccessBarArticle;
  config: AccessBarConfig;
  pageState: ArticlePageState;
}) {
  const { reader, csrfToken } = useRootData();
  const path = usePagePath();
  return (
    <ArticleAccessBar article={article} pageState={pageState} config={config} reader={reader} csrfToken={csrfToken} currentPath={path} />
  );
}
