import type { ArticleAccess } from '#src/shared/access/article-access.ts';
import type { ArticlePageState, PdfLink } from '#src/shared/article/article-page-state.ts';
import {
  ARTICLE_PDF_ATTACHMENT,
  crawlerPdfPath,
  isCrawlablePdfUrl,
  NO_PDF,
  pdfDownloadPath,
  pdfPath,
} from '#src/shared/access/downloads/pdf-link-rules.ts';
import { ANONYMOUS_READER, type Reader } from '#src/shared/access/reader.ts';

/**
 * The PDF link of the article page (spec 000 §3 "PDF link", 001 §3 pdfDownload): a download
 * link for a reader entitled to the full text when a PDF can be produced — the package carried
 * one, or Chromium typesets one — and urlType 'none' otherwise, never a broken link.
 */
/** Whether this process can typeset PDFs; the server sets it once Chromium has been probed. */
let typesetting: () => boolean = () => false;
export function setPdfTypesetting(available: () => boolean): void {
  typesetting = available;
}

export interface PdfLinkArticle {
  pii: string;
  /** The stored model's attachments; an ARTICLE-PDF with a storage key is a package-carried PDF. */
  attachments?: ReadonlyArray<{ type: string; storageKey?: string | null }>;
}

export function hasCarriedPdf(article: PdfLinkArticle): boolean {
  return (article.attachments ?? []).some((a) => a.type === ARTICLE_PDF_ATTACHMENT && Boolean(a.storageKey));
}

export function pdfLinkFor(
  article: PdfLinkArticle,
  access: Pick<ArticleAccess, 'entitled' | 'isContentVisible'>,
  _reader: Reader,
  crawler: ArticlePageState['crawlerInformation'],
): { pdf: PdfLink; pdfDownload: ArticlePageState['pdfDownload'] } {
  const producible = hasCarriedPdf(article) || typesetting();
  if (!producible || !access.entitled || !access.isContentVisible) {
    return { pdf: NO_PDF, pdfDownload: { linkToPdf: null, isPdfFullText: access.isContentVisible } };
  }
  const url = crawler.isCrawler && crawler.canCrawlPDFContent ? crawlerPdfPath(article.pii) : pdfPath(article.pii);
  return {
    pdf: { url, urlType: 'download', crawlable: isCrawlablePdfUrl(url, crawler.canCrawlPDFContent) },
    pdfDownload: { linkToPdf: pdfDownloadPath(article.pii), isPdfFullText: true },
  };
}

/** The shape the access service asks for (src/server/access: `pdfLink(pii, access, crawler)`); without crawler information, a human reader. */
export function pdfLinkSource(): (pii: string, access: ArticleAccess, crawler?: ArticlePageState['crawlerInformation']) => PdfLink | null {
  return (pii, access, crawler) => pdfLinkFor({ pii }, access, ANONYMOUS_READER, crawler ?? HUMAN_READER).pdf;
}

const HUMAN_READER: ArticlePageState['crawlerInformation'] = { isCrawler: false, canCrawlPDFContent: false };
