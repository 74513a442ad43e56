/**
 * The access bar layout rule (spec 001 §4 "Access bar layout rule"), the unentitled-message
 * and preprint banner rules, and the remote-access label (001 §4 "Seamless access", §5
 * "Institution name in access button cut to 25 characters plus ellipsis"). Pure: article +
 * page state + reader in, ordered items out.
 */
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import { isInstitutionalReader, type Reader } from '#src/shared/access/reader.ts';
import type { AccessBarBanner } from '#src/shared/access/access-bar-config.ts';
import { fullDownloadLabel } from '#src/shared/access/downloads/full-download-label.ts';
import { purchaseUrl } from '#src/web/ui/pdf-link-target.ts';
import { orderDocumentFields, type OrderDocumentField } from '#src/shared/access/document-delivery.ts';

export const INSTITUTION_NAME_LIMIT = 25;

export type AccessBarItem =
  | { kind: 'universal-pdf'; doi: string | null; citationDatabaseId: string | null }
  | {
      kind: 'view-pdf' | 'download-pdf' | 'order-pdf' | 'purchase-pdf';
      pdf: { url: string; urlType: 'download' | 'order' | 'purchase' | 'abTest'; crawlable: boolean };
      /** order-pdf: the hidden fields identifying the article for the library's service. */
      fields?: OrderDocumentField[];
    }
  | { kind: 'download-full-issue'; label: string }
  | {
      kind: 'open-manuscript' | 'clinical-key' | 'patient-access' | 'link-resolver' | 'remote-access' | 'another-institution';
      label: string;
      href: string;
    };

/** What the rule needs to know about the article itself. */
export interface AccessBarArticle {
  pii: string;
  doi: string | null;
  /** Scopus-like citation database id (eid), when known. */
  citationDatabaseId: string | null;
  /** JL, BK, HB, BS, RW. */
  contentType: string;
  /** Plain-text title (posted with an order to the library's document-delivery service). */
  title?: string | null;
}

export interface LinkingHubLink {
  siteName: string;
  redirectUrl: string;
}

export interface AccessBarContext {
  /** Patient access ("ASH") target, from the access bar config; null: not offered. */
  patientAccessUrl: string | null;
  institutionLoginPath: string;
  /** The current page address, passed to institution sign-in as targetUrl. */
  currentPath: string;
  /** An institution remembered by seamless access (001 §4), once the lookup completed. */
  seamlessInstitution: { institutionName: string; institutionUrl: string | null } | null;
  /** Linking-hub links (001 §7 /sdfe/arp/ihub/{id}) once loaded. */
  linkingHubLinks: LinkingHubLink[];
}

type PageState = Pick<
  ArticlePageState,
  'entitled' | 'isThirdParty' | 'accessOptions' | 'pdf' | 'openManuscriptUrl' | 'clinicalKeyUrl' | 'downloadFullIssue' | 'ssrnId'
>;

/** "An institution name longer than 25 characters" → first 25 characters + "…". */
export function cutInstitutionName(name: string): string {
  const chars = Array.from(name.trim());
  return chars.length > INSTITUTION_NAME_LIMIT ? `${chars.slice(0, INSTITUTION_NAME_LIMIT).join('')}…` : chars.join('');
}

/**
 * The remote access button's label: generic until seamless access (or the access options)
 * name an institution, then that institution (cut to 25), in bold.
 */
export function remoteAccessLabel(institutionName: string | null | undefined): string {
  const name = institutionName?.trim();
  return name ? `Access through **${cutInstitutionName(name)}**` : 'Access through your institution';
}

function institutionLoginHref(ctx: AccessBarContext, institutionUrl?: string | null): string {
  if (institutionUrl) return institutionUrl;
  return `${ctx.institutionLoginPath}?targetUrl=${encodeURIComponent(ctx.currentPath)}`;
}

function knownInstitution(state: PageState, ctx: AccessBarContext): { name: string; url: string | null } | null {
  const remote = state.accessOptions.remoteAccessOptions;
  if (remote?.institutionName) return { name: remote.institutionName, url: remote.institutionUrl };
  if (ctx.seamlessInstitution) return { name: ctx.seamlessInstitution.institutionName, url: ctx.seamlessInstitution.institutionUrl };
  return null;
}

function openManuscript(state: PageState): AccessBarItem[] {
  return state.openManuscriptUrl ? [{ kind: 'open-manuscript', label: 'Open manuscript', href: state.openManuscriptUrl }] : [];
}

function patientAccess(ctx: AccessBarContext): AccessBarItem[] {
  return ctx.patientAccessUrl ? [{ kind: 'patient-access', label: 'Patient access', href: ctx.patientAccessUrl }] : [];
}

/** Purchase PDF needs a PURCHASE link type and url; it goes to url + /purchase (001 §5). */
function purchase(state: PageState): AccessBarItem[] {
  const url = purchaseUrl(state.accessOptions.linkType, state.accessOptions.linkUrl);
  return url ? [{ kind: 'purchase-pdf', pdf: { url, urlType: 'purchase', crawlable: false } }] : [];
}

function linkTypeItem(state: PageState, type: 'DOWNLOAD' | 'ORDER', article: AccessBarArticle): AccessBarItem[] {
  const { linkType, linkUrl } = state.accessOptions;
  if (linkType !== type || !linkUrl) return [];
  return type === 'DOWNLOAD'
    ? [{ kind: 'download-pdf', pdf: { url: linkUrl, urlType: 'download', crawlable: false } }]
    : [{ kind: 'order-pdf', pdf: { url: linkUrl, urlType: 'order', crawlable: false }, fields: orderDocumentFields(article) }];
}

function linkResolvers(ctx: AccessBarContext): AccessBarItem[] {
  return ctx.linkingHubLinks.map((l) => ({ kind: 'link-resolver', label: `Full text at ${l.siteName}`, href: l.redirectUrl }));
}

function anotherInstitution(ctx: AccessBarContext): AccessBarItem {
  return { kind: 'another-institution', label: 'Access through another institution', href: institutionLoginHref(ctx) };
}

function remoteAccess(state: PageState, ctx: AccessBarContext): AccessBarItem {
  const known = knownInstitution(state, ctx);
  return { kind: 'remote-access', label: remoteAccessLabel(known?.name), href: institutionLoginHref(ctx, known?.url) };
}

/** The access bar's items in display order (001 §4 "Access bar layout rule"). */
export function accessBarItems(
  article: AccessBarArticle,
  state: PageState,
  reader: Pick<Reader, 'accessType'>,
  ctx: AccessBarContext,
): AccessBarItem[] {
  if (state.isThirdParty) {
    return [{ kind: 'universal-pdf', doi: article.doi, citationDatabaseId: article.citationDatabaseId }];
  }
  if (state.entitled) {
    const items: AccessBarItem[] = [];
    if (state.pdf.urlType !== 'none' && state.pdf.url) {
      items.push({ kind: 'view-pdf', pdf: { url: state.pdf.url, urlType: state.pdf.urlType, crawlable: state.pdf.crawlable } });
    }
    if (state.downloadFullIssue) items.push({ kind: 'download-full-issue', label: fullDownloadLabel(article.contentType) });
    return [...items, ...openManuscript(state)];
  }
  if (state.clinicalKeyUrl) {
    return [{ kind: 'clinical-key', label: 'Access through ClinicalKey', href: state.clinicalKeyUrl }, ...openManuscript(state)];
  }
  if (isInstitutionalReader(reader)) {
    return [
      ...patientAccess(ctx),
      ...purchase(state),
      ...linkTypeItem(state, 'DOWNLOAD', article),
      ...linkTypeItem(state, 'ORDER', article),
      ...linkResolvers(ctx),
      ...openManuscript(state),
      anotherInstitution(ctx),
    ];
  }
  const anotherWhenKnown = knownInstitution(state, ctx) ? [anotherInstitution(ctx)] : [];
  if (state.accessOptions.remoteAccessOptions?.remoteAccessType === 'SHIB') {
    // Signed in through Shibboleth already: no "access through your institution" again.
    return [...openManuscript(state), ...patientAccess(ctx), ...purchase(state), ...anotherWhenKnown];
  }
  return [remoteAccess(state, ctx), ...openManuscript(state), ...patientAccess(ctx), ...purchase(state), ...anotherWhenKnown];
}

/**
 * 001 §4: the unentitled message shows only for a non-third-party article the institutional
 * reader is not entitled to, with no download/order link type, no linking-hub links and no
 * clinical-key link.
 */
export function showUnentitledBanner(
  state: PageState,
  reader: Pick<Reader, 'accessType'>,
  linkingHubLinks: readonly LinkingHubLink[],
): boolean {
  const { linkType } = state.accessOptions;
  return (
    !state.isThirdParty &&
    !state.entitled &&
    isInstitutionalReader(reader) &&
    linkType !== 'DOWNLOAD' &&
    linkType !== 'ORDER' &&
    linkingHubLinks.length === 0 &&
    !state.clinicalKeyUrl
  );
}

/** The preprint server page of an SSRN abstract id (001 §2 "a preprint server by abstract_id"). */
export function ssrnUrl(ssrnId: string): string {
  return `https://papers.ssrn.com/sol3/papers.cfm?abstract_id=${encodeURIComponent(ssrnId)}`;
}

export const UNENTITLED_BANNER_ID = 'unentitled-message';
export const PREPRINT_BANNER_ID = 'preprint';

/** Banners the rules add to the configured ones: unentitled message, then preprint. */
export function ruleBanners(
  state: PageState,
  reader: Pick<Reader, 'accessType'>,
  linkingHubLinks: readonly LinkingHubLink[],
): AccessBarBanner[] {
  const banners: AccessBarBanner[] = [];
  if (showUnentitledBanner(state, reader, linkingHubLinks)) {
    banners.push({
      id: UNENTITLED_BANNER_ID,
      messageType: 'text',
      message: 'Your institution does not provide access to this article.',
      ariaLabel: { close: 'Close the access message' },
    });
  }
  if (state.ssrnId) {
    banners.push({
      id: PREPRINT_BANNER_ID,
      messageType: 'textWithLink',
      message: 'This article was posted as a preprint before publication.',
      linkUrl: ssrnUrl(state.ssrnId),
      linkText: 'View the preprint',
      ariaLabel: { close: 'Close the preprint message' },
    });
  }
  return banners;
}
