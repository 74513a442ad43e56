import type { ArticleAccess } from '../access/article-access.ts';
import type { AccessOptions, AjaxLinkName, AjaxLinks, ArticlePageState, PdfLink } from './article-page-state.ts';
import { AJAX_LINK_NAMES } from './article-page-state.ts';
import { NO_PDF } from '../access/downloads/pdf-link-rules.ts';
import { articlePath } from '../journals/publication-paths.ts';
import {
  HUMAN_VISITOR,
  NO_PUBLISHER_LINKS,
  publisherLinksOf,
  type CrawlerInformation,
  type PublisherLinks,
} from '../access/publisher-links.ts';
import { isInstitutionalReader, type Reader } from '../access/reader.ts';

/**
 * The article page's access state (spec 001 §3 access fields, accessOptions, pdfDownload,
 * ajaxLinks; §5; §6) from the server's decision for this reader. Pure: the server gathers the
 * inputs, the page and its enhancers only read the result.
 */
export interface PageStateInput {
  pii: string;
  access: ArticleAccess;
  reader: Reader;
  openAccess: boolean;
  openArchive: boolean;
  entitledToken: string | null;
  /** B1's PDF link for this reader, when PDFs exist. */
  pdf: PdfLink | null;
  /** Where the reader's library delivers documents (ORDER), when it offers that. */
  documentDeliveryUrl: string | null;
  /** Which lazily loaded parts have data at all (before entitlement is considered). */
  available: Partial<Record<AjaxLinkName, boolean>>;
  downloadFullIssue?: boolean;
  /** The article's journal is hosted for another publisher (publications.third_party). */
  thirdParty?: boolean;
  /** Publisher-supplied links (SSRN preprint id, open manuscript, clinical-key). */
  publisherLinks?: PublisherLinks;
  /** Whether the visitor is a crawler and may crawl PDF content (001 §3 crawlerInformation). */
  crawler?: CrawlerInformation;
}

/** Parts whose content is the full text (answers quote the body): asked only when the content is visible. */
const FULL_TEXT_PARTS: ReadonlySet<AjaxLinkName> = new Set([
  'body',
  'references',
  'referenceLinks',
  'glossary',
  'exam',
  'questionsAndAnswers',
]);

/** A single-article purchase is offered only to readers allowed to buy (cart, transactional access, card). */
export function mayPurchase(reader: Reader): boolean {
  return reader.allowCart && !reader.settings.preventTransactionalAccess && reader.settings.creditCardPurchaseAllowed;
}

export function accessOptionsFor(
  input: Pick<PageStateInput, 'pii' | 'access' | 'reader' | 'pdf' | 'documentDeliveryUrl' | 'thirdParty'>,
): AccessOptions {
  const { reader, access } = input;
  const org = reader.organisation;
  const remoteAccessOptions = org
    ? {
        institutionName: org.name,
        institutionUrl: null,
        remoteAccessType:
          org.via === 'institution-login' ? ('SHIB' as const) : org.via === 'ip-range' ? ('SELFMANRA' as const) : ('NONE' as const),
      }
    : null;
  // The article's own address; Purchase goes to `{linkUrl}/purchase` (001 §5).
  const linkUrl = articlePath(input.pii);
  if (access.entitled) return { linkType: 'DOWNLOAD', linkUrl: input.pdf?.url ?? linkUrl, remoteAccessOptions };
  // A third-party article is sold by its own publisher (the universal PDF button), never here.
  if (input.thirdParty) return { linkType: null, linkUrl: null, remoteAccessOptions };
  if (mayPurchase(reader)) return { linkType: 'PURCHASE', linkUrl, remoteAccessOptions };
  if (input.documentDeliveryUrl && isInstitutionalReader(reader) && !reader.settings.preventDocumentDelivery) {
    return { linkType: 'ORDER', linkUrl: input.documentDeliveryUrl, remoteAccessOptions };
  }
  return { linkType: null, linkUrl: null, remoteAccessOptions };
}

export function ajaxLinksFor(isContentVisible: boolean, entitled: boolean, available: PageStateInput['available']): AjaxLinks {
  const links = {} as AjaxLinks;
  for (const name of AJAX_LINK_NAMES) {
    const has = available[name] ?? false;
    links[name] = FULL_TEXT_PARTS.has(name) ? has && isContentVisible : name === 'recommendations-entitled' ? has && entitled : has;
  }
  return links;
}

/** An article without body text whose PDF this reader may open is read in the page (001 §3 pdfEmbed). */
function embedOf(input: PageStateInput, pdf: PdfLink): ArticlePageState['pdfEmbed'] {
  return input.access.entitled && !input.available.body && pdf.urlType === 'download' && pdf.url ? { url: pdf.url } : null;
}

export function buildArticlePageState(input: PageStateInput): ArticlePageState {
  const { access, reader } = input;
  const pdf = input.pdf ?? NO_PDF;
  const links = publisherLinksOf(input.publisherLinks ?? NO_PUBLISHER_LINKS);
  const thirdParty = input.thirdParty ?? false;
  return {
    renderingMode: access.isContentVisible ? 'full' : 'preview',
    entitled: access.entitled,
    isContentVisible: access.isContentVisible,
    displayViewFullText: access.entitled,
    entitledToken: access.entitled ? input.entitledToken : null,
    openAccess: input.openAccess,
    openArchive: input.openArchive,
    isThirdParty: thirdParty,
    isCorpReq: false,
    accessOptions: accessOptionsFor(input),
    pdf,
    pdfDownload: { linkToPdf: access.entitled ? pdf.url : null, isPdfFullText: access.isContentVisible },
    pdfEmbed: embedOf(input, pdf),
    openManuscriptUrl: links.openManuscriptUrl,
    clinicalKeyUrl: links.clinicalKeyUrl,
    // Whole-issue zips are this site's PDFs: not offered for a third-party article.
    downloadFullIssue: access.entitled && !thirdParty && (input.downloadFullIssue ?? false),
    ssrnId: links.ssrnId,
    crawlerInformation: { ...(input.crawler ?? HUMAN_VISITOR) },
    privilegeType: reader.privilegeType,
    ajaxLinks: ajaxLinksFor(access.isContentVisible, access.entitled, input.available),
  };
}
