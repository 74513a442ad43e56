import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { safeHref } from '#src/shared/site/safe-url.ts';

/**
 * The licence the article header states. `openAccess` / `openArchive` are what this site
 * decided for the article (a journal's business model over the XML's licence flags,
 * src/shared/access/entitlement.ts), so an open licence ("Under a CC BY 3.0 licence") shows only
 * where the site gives the article openly: a subscription journal's paywalled article, whose
 * XML may still carry the licence of its open copy elsewhere, states its copyright line only.
 */
export interface LicenceDisplay {
  badge?: 'open access' | 'open archive';
  href?: string;
  /** The licence's own words, when it has no address. */
  text?: string;
}

export function licenceDisplay(article: Pick<ArticleModel, 'openAccess' | 'openArchive' | 'license'>): LicenceDisplay | null {
  const badge = article.openAccess ? 'open access' : article.openArchive ? 'open archive' : undefined;
  if (!badge) return null;
  const href = safeHref(article.license.url);
  const text = article.license.text?.trim();
  return { badge, ...(href ? { href } : {}), ...(!href && text ? { text } : {}) };
}
