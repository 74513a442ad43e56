import type { AppLoadContext } from 'react-router';
import type { ArticleRecord } from '#src/shared/article-reader.ts';
import { articleHead, type ArticleHead } from '#src/shared/scholar-meta.ts';
import { renderArticleHtml } from './article-content.tsx';

export type ArticleVariant = 'full' | 'abstract';

/**
 * Renders an article's content to HTML once per (article version, variant) and keeps it in
 * the process-wide render cache; the page then only streams the cached string.
 */
export function renderedArticle(
  context: AppLoadContext,
  article: ArticleRecord,
  variant: ArticleVariant,
): { html: string; head: ArticleHead } {
  const key = `${article.pii}@${article.updatedAt}:${variant}`;
  const cachedHtml = context.renderCache.get(key);
  const html = cachedHtml ?? renderArticleHtml(article.model, variant);
  if (!cachedHtml) context.renderCache.set(key, html);
  return { html, head: articleHead(article.model, context.origin) };
}
