import type { AppLoadContext } from 'react-router';
import { articleHead } from '#src/shared/scholar-meta.ts';
import type { RenderedArticle } from '../load-context.ts';
import { renderArticleHtml } from './article-content.tsx';

export type ArticleVariant = 'full' | 'abstract';

/**
 * An article's content as HTML plus head metadata, rendered once per (origin, article
 * version, variant) and kept in the process-wide render cache. A cache hit costs one
 * indexed lookup of the article's updated_at; the stored model is only read on a miss.
 */
export async function loadRenderedArticle(
  context: AppLoadContext,
  pii: string,
  variant: ArticleVariant,
): Promise<RenderedArticle | null> {
  const stamp = await context.articles.stampByPii(pii);
  if (!stamp) return null;
  const key = `${context.origin} ${stamp.pii}@${stamp.updatedAt}:${variant}`;
  const cached = context.renderCache.get(key);
  if (cached) return cached;
  const article = await context.articles.findByPii(stamp.pii);
  if (!article) return null;
  const rendered = {
    pii: article.pii,
    html: renderArticleHtml(article.model, variant, context.mediaBaseUrl),
    head: articleHead(article.model, context.origin),
  };
  context.renderCache.set(key, rendered);
  return rendered;
}
