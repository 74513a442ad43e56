import type { PdfLink } from '#src/shared/article/article-page-state.ts';
import { articlePath } from '#src/shared/journals/publication-paths.ts';

/**
 * Where an article's PDF lives and when a link to it is offered (spec 000 §3 "PDF link", 001 §3
 * pdfDownload / pdfEmbed, §6 embedded PDF rule). Pure rules; src/server/downloads applies them.
 */

/** The PDF itself: opens in the browser's viewer (View PDF). */
export function pdfPath(pii: string): string {
  return `${articlePath(pii)}/pdfft?pid=${encodeURIComponent(pii)}.pdf`;
}

/** The same PDF as a file download (pdfDownload.linkToPdf). */
export function pdfDownloadPath(pii: string): string {
  return `${pdfPath(pii)}&download=true`;
}

/** The address a crawler allowed to crawl PDFs is given; it contains `/pdf?`, which makes it crawlable. */
export function crawlerPdfPath(pii: string): string {
  return `${articlePath(pii)}/pdf?pid=${encodeURIComponent(pii)}.pdf`;
}

/** The enhanced reader (spec 000 §2): a page with an in-page PDF viewer. */
export function enhancedReaderPath(pii: string): string {
  return `/sdfe/reader/pii/${encodeURIComponent(pii)}/pdf`;
}

/** Spec 000 §3: a PDF link is crawlable when its URL contains `/pdf?` and crawlers may crawl PDF content. */
export function isCrawlablePdfUrl(url: string | null, canCrawlPDFContent: boolean): boolean {
  return url !== null && url.includes('/pdf?') && canCrawlPDFContent;
}

export const NO_PDF: PdfLink = Object.freeze({ url: null, urlType: 'none', crawlable: false }) as PdfLink;

/** Spec 001 §6: the embedded PDF shows only when an embed exists, the PDF is full text, the visitor is not a crawler, and content is visible or the request is not corporate. */
export function showsEmbeddedPdf(input: {
  hasEmbed: boolean;
  isPdfFullText: boolean;
  isCrawler: boolean;
  isContentVisible: boolean;
  isCorpReq: boolean;
}): boolean {
  return input.hasEmbed && input.isPdfFullText && !input.isCrawler && (input.isContentVisible || !input.isCorpReq);
}

/** Host names the enhanced reader opens on (spec 000 §2): the product's own hosts only. */
export function isOwnHost(host: string | undefined, allowed: readonly string[]): boolean {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return allowed.some((a) => a.toLowerCase() === name);
}

/** A sensible file name for an article's PDF: the PII, characters safe in any file system. */
export function pdfFileName(pii: string): string {
  return `${pii.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;
}

/** Attachment type of an article's own PDF when its package carried one (stored and served as is). */
export const ARTICLE_PDF_ATTACHMENT = 'ARTICLE-PDF';
