import type { Reference } from './content-model.ts';
import { safeHref } from '../site/safe-url.ts';
import { scholarLink } from '../citation/scholar-lookup.ts';
import { doiUrl, parseUrn, pubmedUrl, tryResolveUrn, WEB_PREFIXES } from '../identifiers/urn.ts';

/**
 * The links of one reference, in one order for every reference shape (spec 000 §2 "External
 * reference links", §5, §8; spec 001 §3 "Reference link records: refId, internal (pii, pdf),
 * external (scopusHubEid, crossRefDoi)"): the cited article on this site (and its PDF), the
 * DOI resolver, the e-host or web link, PubMed, the citation database record, and the
 * scholarly search lookup.
 */

export type ReferenceLinkKind = 'article' | 'pdf' | 'doi' | 'arxiv' | 'web' | 'pubmed' | 'scopus' | 'scholar';

export interface ReferenceLink {
  kind: ReferenceLinkKind;
  href: string;
  /** Visible text, which is also the accessible name. */
  text: string;
}

/** The cited work stored on this site (spec "internal (pii, pdf)"). */
export interface InternalReference {
  pii: string;
  /** Its PDF when one is available; null otherwise. */
  pdf: string | null;
}

export const SCOPUS_RECORD_URL = 'https://www.scopus.com/record/display.uri';
/** Scopus record ids ("2-s2.0-" + digits); only these are linked. */
const SCOPUS_EID = /^2-s2\.0-\d{1,15}$/;

/** The citation database record of a Scopus EID, or undefined for anything else. */
export function scopusRecordUrl(eid: string | null | undefined): string | undefined {
  const e = eid?.trim();
  return e && SCOPUS_EID.test(e) ? `${SCOPUS_RECORD_URL}?${new URLSearchParams({ eid: e, origin: 'inward' })}` : undefined;
}

/** The bare DOI ("10.…/…") of a reference when it is a usable DOI; otherwise null. */
export function bareDoi(doi: string | undefined): string | null {
  const d = doi?.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
  return d && doiUrl(d) ? d : null;
}

/**
 * Spec 000 §5: "An e-host reference link counts as a DOI only if it starts with 'doi:', and
 * as an arXiv identifier only if it starts with 'arxiv:'." Any other e-host value links only
 * when it is a web address; a bare "10.…" or an unknown prefix is no link.
 */
export function eHostLink(value: string | undefined): ReferenceLink | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (v.startsWith('doi:')) return doiLink(v);
  if (v.startsWith('arxiv:')) return arxivLink(v);
  return webLink(v);
}

/**
 * The link of any other reference (an unstructured reference's ce:inter-ref, a JATS
 * ext-link): a URN resolved like every inter-ref (spec 000 §5), or a web address.
 */
export function urlLink(value: string | undefined): ReferenceLink | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  const prefix = parseUrn(v)?.prefix;
  if (prefix === 'doi') return doiLink(v);
  if (prefix === 'arxiv') return arxivLink(v);
  const href = safeHref(v);
  return href && !href.startsWith('mailto:') && !href.startsWith('#') ? { kind: 'web', href, text: v } : undefined;
}

/** Compact: "DOI" on the reference's one line of links (the address is the link's href). */
export const DOI_LINK_TEXT = 'DOI';

function doiLink(value: string): ReferenceLink | undefined {
  const href = doiUrl(value);
  return href ? { kind: 'doi', href, text: DOI_LINK_TEXT } : undefined;
}

function arxivLink(value: string): ReferenceLink | undefined {
  const href = tryResolveUrn(value);
  return href ? { kind: 'arxiv', href, text: `arXiv:${value.replace(/^(?:arxiv:\s*)+/i, '')}` } : undefined;
}

/** An http(s)/ftp(s) address (or "www.…"); never a database URN or a site path. */
function webLink(value: string): ReferenceLink | undefined {
  const parsed = parseUrn(value);
  if (parsed && !WEB_PREFIXES.has(parsed.prefix)) return undefined;
  if (!parsed && !/^www\./i.test(value)) return undefined;
  const href = safeHref(value);
  return href && !href.startsWith('mailto:') ? { kind: 'web', href, text: value } : undefined;
}

/** "View article" and "View PDF" for a cited article stored here. */
export function internalLinks(internal: InternalReference | null | undefined): ReferenceLink[] {
  if (!internal) return [];
  const links: ReferenceLink[] = [
    { kind: 'article', href: `/science/article/pii/${encodeURIComponent(internal.pii)}`, text: 'View article' },
  ];
  const pdf = internal.pdf ? safeHref(internal.pdf) : undefined;
  if (pdf?.startsWith('/')) links.push({ kind: 'pdf', href: pdf, text: 'View PDF' });
  return links;
}

export interface ReferenceLinkOptions {
  internal?: InternalReference | null;
  /** The cited work's record in the citation database, when known. */
  scopusEid?: string | null;
}

/** Every link of a reference, without repeats, in display order. */
export function referenceLinks(reference: Reference, options: ReferenceLinkOptions = {}): ReferenceLink[] {
  const links: ReferenceLink[] = [...internalLinks(options.internal)];
  const doi = reference.doi ? doiUrl(reference.doi) : undefined;
  if (doi) links.push({ kind: 'doi', href: doi, text: DOI_LINK_TEXT });
  const url = reference.host.kind === 'e-host' ? eHostLink(reference.host.url) : urlLink(reference.host.url);
  if (url) links.push(url);
  const pubmed = reference.pmid ? pubmedUrl(reference.pmid) : undefined;
  if (pubmed) links.push({ kind: 'pubmed', href: pubmed, text: 'PubMed' });
  const scopus = scopusRecordUrl(options.scopusEid);
  if (scopus) links.push({ kind: 'scopus', href: scopus, text: 'Scopus' });
  const scholar = scholarLink(reference);
  if (scholar) links.push({ kind: 'scholar', href: scholar.url, text: 'Google Scholar' });
  const seen = new Set<string>();
  return links.filter((l) => !seen.has(l.href) && Boolean(seen.add(l.href)));
}
