import { enrichedAddressOf, enrichedContentPath } from '#src/shared/enriched/enriched-path.ts';
import type { AppLoadContext } from 'react-router';
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import { articlePageCaching, isAnonymousVariant } from '#src/shared/access/page-cache-bucket.ts';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { articleHead } from '#src/shared/citation/scholar-meta.ts';
import { tocDataOf, type TocData } from '#src/web/ui/toc-data.ts';
import { withQuestionsEntry } from '#src/web/ui/qa-page.ts';
import type { RenderedArticle } from '../load-context.ts';
import { renderArticleHtml } from './article-content.tsx';

/** 'preview': the page of a reader without access to the full text (001 §5): no body at all. */
export type ArticleVariant = 'full' | 'abstract' | 'preview';

/** What to render for this page and reader: the full text only when the server made it visible. */
export function renderVariant(page: 'full' | 'abstract', state: Pick<ArticlePageState, 'renderingMode'>): ArticleVariant {
  if (page === 'abstract') return 'abstract';
  return state.renderingMode === 'full' ? 'full' : 'preview';
}

/**
 * Cache-Control and Vary of an article page (ADR 008, src/shared/access/page-cache-bucket.ts). The
 * anonymous variant — no session, no institution, no page cookie — carries no entitledToken
 * (the page asks for one) and no other trace of its reader, the same bytes for every such
 * request, full text or preview: shared caches may keep it when a trusted edge named the
 * anonymous bucket. An entitled reader's, a signed-in reader's, an institution's or a
 * crawler's page (crawlerInformation, 001 §3) is `private`.
 */
export function pageCaching(
  state: Pick<ArticlePageState, 'entitledToken'> & { crawlerInformation?: ArticlePageState['crawlerInformation'] },
  pageCache: AppLoadContext['pageCache'],
): { 'Cache-Control': string; Vary: string } {
  const { cacheControl, vary } = articlePageCaching(
    pageCache.bucket,
    { hasToken: state.entitledToken !== null, isCrawler: state.crawlerInformation?.isCrawler ?? false },
    pageCache.policy,
  );
  return { 'Cache-Control': cacheControl, Vary: vary };
}

/**
 * Lets the whole page be served from and kept in the page render cache (ADR 011) when it is the
 * anonymous variant — the same bytes for every anonymous reader (ADR 008): no entitledToken, not
 * a crawler's page, no session, institution or page cookie. `renderKey` names its server-only
 * HTML; everything else the page shows is loader data, which the cache key hashes.
 */
export function allowPageRenderCache(
  context: AppLoadContext,
  state: Pick<ArticlePageState, 'entitledToken'> & { crawlerInformation?: ArticlePageState['crawlerInformation'] },
  renderKey: string,
): void {
  if (!context.pageRender || !isAnonymousVariant(context.pageCache.bucket)) return;
  if (state.entitledToken !== null || (state.crawlerInformation?.isCrawler ?? false)) return;
  context.pageRender.key = renderKey;
}

/**
 * An article's content as HTML plus head metadata, rendered once per (origin, article
 * version, variant) and kept in the process-wide render cache. The variant is the
 * entitlement bucket (full text or preview), never a reader or session. A cache hit costs one
 * indexed lookup of the article's updated_at and one count of its citing articles; the stored
 * model is only read on a miss. The table of contents derived from the model is kept with it.
 * The preview layout shows `Cited by (count)`, so its key holds the count: a new citing
 * article shows at once, not when the article itself next changes.
 *
 * Whether the article is free here (the open access / open archive label, schema.org
 * `isAccessibleForFree`) is this site's decision — a journal's business model wins over the
 * XML's licence flags (src/shared/access/entitlement.ts) — so the page says what the server decided,
 * and the key holds it: changing a business model changes the page at once.
 */
export async function loadRenderedArticle(
  context: AppLoadContext,
  pii: string,
  variant: ArticleVariant,
  free: { openAccess: boolean; openArchive: boolean; ajaxLinks?: { questionsAndAnswers: boolean } },
): Promise<(RenderedArticle & { citedByCount: number; renderKey: string }) | null> {
  const stamp = await context.articles.stampByPii(pii);
  if (!stamp) return null;
  const citedByCount = await context.articles.citedByCount(stamp.id);
  const freeKey = free.openAccess ? 'open-access' : free.openArchive ? 'open-archive' : 'paid';
  // Questions answered (001 §2): only in the full text, for readers the page state lets read them.
  const questions = variant === 'full' && free.ajaxLinks?.questionsAndAnswers === true;
  const key = `${context.origin} ${stamp.pii}@${stamp.updatedAt}:${variant}:${freeKey}${variant === 'preview' ? `:cited-by=${citedByCount}` : ''}${questions ? ':qa' : ''}`;
  const cached = context.renderCache.get(key);
  if (cached) return { ...cached, citedByCount, renderKey: key };
  const stored = await context.articles.findByPii(stamp.pii);
  if (!stored) return null;
  const article = { ...stored, model: { ...stored.model, openAccess: free.openAccess, openArchive: free.openArchive } };
  const head = articleHead(article.model, context.origin);
  const rendered = {
    pii: article.pii,
    // The preview layout (001 §2) shows only what src/web/ui/article-preview.ts reveals.
    html: renderArticleHtml(article.model, variant, context.mediaBaseUrl, variant === 'preview' ? { citedByCount } : {}, {
      rightsUrl: context.site.rightsUrl,
      mendeley: context.site.mendeley,
      questionsAndAnswers: questions,
    }),
    head,
    facts: {
      pii: article.pii,
      doi: article.model.doi ?? null,
      citationDatabaseId: article.model.eid || null,
      contentType: article.model.publication.contentType,
      title: head.title,
    },
    articleId: stamp.id,
    toc: questions ? withQuestionsEntry(tocOf(article.model, context.mediaBaseUrl)) : tocOf(article.model, context.mediaBaseUrl),
    enrichedPath: enrichedContentPath(article.pii, enrichedAddressOf(article.model)),
  };
  context.renderCache.set(key, rendered);
  return { ...rendered, citedByCount, renderKey: key };
}

/**
 * The table of contents is work that depends on the body (its outline, figures and tables):
 * when the stored body cannot be read, it is skipped like the body itself (001 §4, §8: a body
 * failure shows the message in the body's place and skips dependent work), so the rest of the
 * page still shows instead of a failed page.
 */
function tocOf(model: ArticleModel, mediaBaseUrl: string): TocData {
  try {
    return tocDataOf(model, 0, mediaBaseUrl);
  } catch (error) {
    console.error(`Unable to build the table of contents of article ${model.pii}`, error);
    return tocDataOf({ ...model, body: [] }, 0, mediaBaseUrl);
  }
}
