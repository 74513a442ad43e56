import type { ArticleModel } from '../article/content-model.ts';
import { slugify } from '../identifiers/slug.ts';
import { supplementLabel, supplementSegment } from '../article/supplement-label.ts';

/** The article's own page (/science/article/pii/{pii}); its PDF and purchase paths extend it. */
export function articlePath(pii: string): string {
  return `/science/article/pii/${encodeURIComponent(pii)}`;
}

/**
 * Where an article's publication and issue live on this site (001 §2 "Publication pages"):
 * a journal at /journal/{slug}, its issue at …/vol/{v}[/issue/{i}][/part/{p} | /suppl/{s}];
 * a book or reference work at /science/book/{isbn} or /science/referenceworks/{isbn}.
 */
export function publicationHref(publication: ArticleModel['publication']): string | null {
  if (publication.contentType === 'JL') return `/journal/${encodeURIComponent(slugify(publication.title))}`;
  if (!publication.isbn) return null;
  return `/science/${publication.contentType === 'RW' ? 'referenceworks' : 'book'}/${encodeURIComponent(publication.isbn)}`;
}

/** The article's issue (or volume, or part) page; null for books and articles in press. */
export function issueHref(article: Pick<ArticleModel, 'publication' | 'volume' | 'issue' | 'supplement'>): string | null {
  if (article.publication.contentType !== 'JL' || !article.volume) return null;
  let path = `${publicationHref(article.publication)!}/vol/${encodeURIComponent(article.volume)}`;
  if (article.issue) path += `/issue/${encodeURIComponent(article.issue)}`;
  // A continuous volume ("C") is the volume itself; a part or supplement has its own page.
  if (article.supplement && supplementLabel(article.supplement)) {
    path += `/${supplementSegment(article.supplement)}/${encodeURIComponent(article.supplement)}`;
  }
  return path;
}
