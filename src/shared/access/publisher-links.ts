/**
 * Publisher-supplied access facts of an article (spec 001 §3 "ssrn.ssrnid",
 * "openManuscriptUrl", "isThirdParty", "crawlerInformation"; 001 §4 access bar layout rule;
 * 000 §3 PDF link "crawlable"). Pure: the admin commands validate with these rules, the
 * server reads stored values back through them, the page state carries the result. No zod
 * here: the page's client uses these rules (ADR 007); the admin commands' schemas are in
 * publisher-link-schemas.ts.
 */
export interface PublisherLinks {
  /** SSRN abstract id of the article's preprint (the preprint banner links to it). */
  ssrnId: string | null;
  /** The accepted manuscript, openly available elsewhere ("Open manuscript"). */
  openManuscriptUrl: string | null;
  /** The clinical-information service's page of the article ("Access through ClinicalKey"). */
  clinicalKeyUrl: string | null;
}

export const NO_PUBLISHER_LINKS: PublisherLinks = Object.freeze({ ssrnId: null, openManuscriptUrl: null, clinicalKeyUrl: null });

export const PUBLISHER_LINK_URL_MAX = 2000;
export const SSRN_ID_MAX_DIGITS = 12;

/** An SSRN abstract id: digits only (papers.ssrn.com/…?abstract_id=1234567). */
export const SSRN_ID = new RegExp(`^[0-9]{1,${SSRN_ID_MAX_DIGITS}}$`);

export function isPublisherLinkUrl(value: string): boolean {
  if (value.length > PUBLISHER_LINK_URL_MAX || !/^https?:\/\/[^\s"'<>]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * Stored values as the page may use them: anything that is not a valid id or http(s) URL is
 * dropped (the database checks the same, this keeps a hand-edited row from reaching a page).
 */
export function publisherLinksOf(stored: {
  ssrnId?: string | null;
  openManuscriptUrl?: string | null;
  clinicalKeyUrl?: string | null;
}): PublisherLinks {
  const url = (v: string | null | undefined) => (v && isPublisherLinkUrl(v) ? v : null);
  return {
    ssrnId: stored.ssrnId && SSRN_ID.test(stored.ssrnId.trim()) ? stored.ssrnId : null,
    openManuscriptUrl: url(stored.openManuscriptUrl),
    clinicalKeyUrl: url(stored.clinicalKeyUrl),
  };
}

export type CrawlerInformation = { isCrawler: boolean; canCrawlPDFContent: boolean };

export const HUMAN_VISITOR: CrawlerInformation = Object.freeze({ isCrawler: false, canCrawlPDFContent: false });

/**
 * 001 §3 crawlerInformation: a visitor is a crawler when its user agent is on the COUNTER
 * robots list; it may crawl PDF content only when the site allows it (LECTERN_CRAWL_PDFS).
 * A human visitor never gets the crawler's PDF address.
 */
export function crawlerInformationFor(isRobot: boolean, crawlPdfs: boolean): CrawlerInformation {
  return { isCrawler: isRobot, canCrawlPDFContent: isRobot && crawlPdfs };
}

/** LECTERN_CRAWL_PDFS: `1`/`true`/`yes`/`on` allow, `0`/`false`/`no`/`off`/unset do not; anything else is an error. */
export function parseCrawlPdfsSetting(value: string | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'no' || v === 'off') return false;
  if (v === '1' || v === 'true' || v === 'yes' || v === 'on') return true;
  throw new Error(`LECTERN_CRAWL_PDFS must be 1 or 0 (got "${value}")`);
}
