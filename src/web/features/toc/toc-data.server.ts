import type { AppLoadContext } from 'react-router';
import { tocDataOf, withCitedByCount, type TocData } from '#src/shared/toc-data.ts';

/**
 * The table of contents as loader data, so the page renders it on the server (no layout shift).
 * The model-derived part is kept per article version; the cited-by count is read per request.
 */
const CACHE_LIMIT = 256;
const cache = new Map<string, TocData>();

export async function loadTocData(context: AppLoadContext, pii: string): Promise<TocData | null> {
  const stamp = await context.articles.stampByPii(pii);
  if (!stamp) return null;
  const key = `${stamp.pii}@${stamp.updatedAt}`;
  let base = cache.get(key);
  if (!base) {
    const article = await context.articles.findByPii(stamp.pii);
    if (!article) return null;
    base = tocDataOf(article.model, 0);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, base);
  }
  return withCitedByCount(base, await context.articles.citedByCount(stamp.id));
}
