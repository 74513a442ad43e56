import type { PdfLink } from '#src/shared/article/article-page-state.ts';
import { enhancedReaderPath, isOwnHost } from '#src/shared/access/downloads/pdf-link-rules.ts';

/**
 * The View PDF link and the enhanced reader (001 §2 "Enhanced reader: new tab at
 * /sdfe/reader/pii/{pii}/pdf, only when the article has the enhanced-reader setting and the
 * host is one of the product's own hosts"; 000 §2). The link already opens in a new tab
 * (000 §3 download); only its address changes. A crawler allowed to crawl PDF content keeps
 * the crawlable PDF address (000 §3, LECTERN_CRAWL_PDFS).
 */
export interface EnhancedReaderInput {
  /** The article's setting, else its publication's (migration 0019). */
  enhancedReader: boolean;
  /** The Host header of the request. */
  host: string | undefined;
  /** LECTERN_READER_HOSTS (with its defaults); absent: no enhanced reader. */
  readerHosts: readonly string[] | undefined;
  /** The visitor is a crawler that may crawl PDF content (001 §3 crawlerInformation). */
  canCrawlPdf: boolean;
}

export function withEnhancedReader(pii: string, link: PdfLink, input: EnhancedReaderInput): PdfLink {
  if (link.urlType !== 'download' || !link.url || !input.enhancedReader || input.canCrawlPdf || !input.readerHosts) return link;
  if (!isOwnHost(input.host, input.readerHosts)) return link;
  return { ...link, url: enhancedReaderPath(pii) };
}
