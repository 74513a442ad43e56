import { isPublisherLinkUrl } from './publisher-links.ts';
import { mayPurchase } from '../article/article-page-state-rules.ts';
import { isInstitutionalReader, type Reader } from './reader.ts';

/**
 * Document delivery (spec 000 §3 PDF link urlType order, "PDF order and purchase"; 001 §3
 * accessOptions linkType ORDER, userSettings.preventDocumentDelivery). An institution may name
 * its library's document-delivery service; its readers who are not entitled to an article and
 * may not buy it here get "Order Document", a form posted to that URL in a new window.
 */

/** A stored URL as the page may use it: anything but a valid http(s) URL is dropped. */
export function documentDeliveryUrlOf(stored: string | null | undefined): string | null {
  return stored && isPublisherLinkUrl(stored) ? stored : null;
}

export interface OrderDocumentField {
  name: 'pii' | 'doi' | 'title';
  value: string;
}

/** Longest title posted; the service identifies the article by pii and doi, the title is for people. */
export const ORDER_TITLE_MAX = 500;

/**
 * The hidden fields the order form posts, OpenURL-like, so the library's service knows which
 * article is ordered: `pii`, `doi` (when the article has one) and `title` (plain text).
 * Never this site's CSRF token: the form goes to another site.
 */
export function orderDocumentFields(article: { pii: string; doi: string | null; title?: string | null }): OrderDocumentField[] {
  const fields: OrderDocumentField[] = [{ name: 'pii', value: article.pii }];
  if (article.doi) fields.push({ name: 'doi', value: article.doi });
  const title = article.title?.replace(/\s+/g, ' ').trim();
  if (title) fields.push({ name: 'title', value: title.length > ORDER_TITLE_MAX ? `${title.slice(0, ORDER_TITLE_MAX - 1)}…` : title });
  return fields;
}

/**
 * The document-delivery URL to offer this reader, or null (001 §3 accessOptions ORDER): an
 * institutional reader who may not buy articles here, whose institution has a service and
 * does not prevent document delivery. Whether the article itself is open to the reader is
 * decided per page (src/shared/article/article-page-state-rules.ts accessOptionsFor).
 */
export function documentDeliveryFor(reader: Reader, url: string | null): string | null {
  return url && isInstitutionalReader(reader) && !reader.settings.preventDocumentDelivery && !mayPurchase(reader) ? url : null;
}
