import { articlePath } from '#src/shared/journals/publication-paths.ts';

/**
 * Cited by (001 §5, §9): the link of a citing article — a DOI link for external articles with a
 * DOI, else the article path from its PII, else the citation-database (Scopus) URL; the
 * external "View all on Scopus" link when hits exceed 6; the header 'Cited by (count)'.
 */
export const CITED_BY_SHOWN = 6;
export const DOI_RESOLVER = 'https://doi.org/';

export interface CitingArticleLinkInput {
  externalArticle: boolean;
  doi: string | null | undefined;
  pii: string | null | undefined;
  scopusArticleUrl?: string | null;
}

export function citingArticleLink(article: CitingArticleLinkInput): string | null {
  if (article.externalArticle && article.doi) return `${DOI_RESOLVER}${encodeURI(article.doi)}`;
  if (article.pii) return articlePath(article.pii);
  return article.scopusArticleUrl || null;
}

export function citedByHeading(count: number): string {
  return `Cited by (${count})`;
}

export function showViewAllCitedBy(hitCount: number): boolean {
  return hitCount > CITED_BY_SHOWN;
}
