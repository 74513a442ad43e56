import type { Reader } from '../access/reader.ts';

/**
 * Everything the article page's interactive parts (access bar, table of contents, side panels,
 * related content, preview layout) need to know about access, decided on the server for this
 * reader and this article and sent as loader data (spec 000 §3; 001 §3 "Article" access
 * fields, accessOptions, pdfDownload, ajaxLinks). Pure data: the rules that read it live in
 * src/shared and are table-tested.
 */
export const AJAX_LINK_NAMES = [
  'authors',
  'body',
  'glossary',
  'exam',
  'references',
  'referenceLinks',
  'toc',
  'authorMetadata',
  'substances',
  'questionsAndAnswers',
  'specialIssueArticles',
  'recommendations',
  'recommendations-entitled',
  'citingArticles',
  'refersTo',
  'referredToBy',
] as const;
export type AjaxLinkName = (typeof AJAX_LINK_NAMES)[number];
export type AjaxLinks = Record<AjaxLinkName, boolean>;

/** 000 §3 PDF link: urlType download / order / purchase / abTest / none. */
export type PdfUrlType = 'download' | 'order' | 'purchase' | 'abTest' | 'none';

export interface PdfLink {
  url: string | null;
  urlType: PdfUrlType;
  crawlable: boolean;
}

export type AccessLinkType = 'DOWNLOAD' | 'ORDER' | 'PURCHASE';
export type RemoteAccessType = 'SHIB' | 'SELFMANRA' | 'NONE';

export interface AccessOptions {
  linkType: AccessLinkType | null;
  linkUrl: string | null;
  remoteAccessOptions: { institutionName: string | null; institutionUrl: string | null; remoteAccessType: RemoteAccessType } | null;
}

export interface ArticlePageState {
  /** 'full' shows the body; 'preview' the preview layout of 001 §5/§6. */
  renderingMode: 'full' | 'preview';
  entitled: boolean;
  isContentVisible: boolean;
  displayViewFullText: boolean;
  /** Signed, expiring, bound to article and reader; required by body/references/glossary/exam/XML calls. */
  entitledToken: string | null;
  openAccess: boolean;
  openArchive: boolean;
  isThirdParty: boolean;
  /** Corporate request (001 §5: View full text appends viewFullText=true). */
  isCorpReq: boolean;
  accessOptions: AccessOptions;
  pdf: PdfLink;
  /** 001 §3 pdfDownload */
  pdfDownload: { linkToPdf: string | null; isPdfFullText: boolean };
  /**
   * 001 §3 pdfEmbed: the PDF shown in the page, for an article whose content is its PDF (no
   * body text) and a reader who may open it; whether it shows is the 001 §6 rule (showsEmbeddedPdf).
   */
  pdfEmbed: { url: string } | null;
  openManuscriptUrl: string | null;
  clinicalKeyUrl: string | null;
  /** Offer "Download full issue/volume/book" (an issue or book exists and the reader may download). */
  downloadFullIssue: boolean;
  ssrnId: string | null;
  crawlerInformation: { isCrawler: boolean; canCrawlPDFContent: boolean };
  /** Privileged readers (PRIVILEGED, DATA_CHECKOUT) see `View article XML`. */
  privilegeType: Reader['privilegeType'];
  ajaxLinks: AjaxLinks;
}

/** What page loaders ask about access (the server binds it to the request's reader). */
export interface ArticlePageAccess {
  /** The page state for this request's reader; null when there is no such article. */
  pageState(pii: string): Promise<ArticlePageState | null>;
}
