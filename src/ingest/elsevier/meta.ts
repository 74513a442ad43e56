import type { ArticleModel, Publication } from '#src/shared/article/content-model.ts';
import { isbnKey } from '#src/shared/identifiers/isbn.ts';
import { derivePii, eidForPii, isValidPii, normalizePii } from '#src/shared/identifiers/pii.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { warn, type ArticleState } from './context.ts';
import { attrOf, childText, plainText } from './xml-text.ts';

/**
 * Article metadata from xocs:meta (the ScienceDirect delivery wrapper) with fallbacks to the
 * article's own item-info and head, so a bare <ja:article> without xocs:meta still maps.
 */
export interface MetaSources {
  meta?: XmlElement;
  article?: XmlElement;
  itemInfo?: XmlElement;
  head?: XmlElement;
  fileName: string;
}

type Identifiers = Pick<ArticleModel, 'pii' | 'eid' | 'doi'>;

/** The file's own PII and EID, kept as given; a PII that fails the spec rule is still used. */
function identifiers(src: MetaSources, state: ArticleState): Identifiers {
  const given = childText(src.meta, 'pii-unformatted') ?? childText(src.itemInfo, 'pii');
  let pii = given ? normalizePii(given) : undefined;
  if (!pii) {
    const stem = src.fileName.replace(/^.*[\\/]/, '').replace(/\..*$/, '');
    pii = isValidPii(stem) ? stem : derivedPii(src);
    warn(state, 'repair:missing-pii');
  }
  if (!isValidPii(pii)) warn(state, 'repair:invalid-pii-kept');
  const eid = childText(src.meta, 'eid') ?? eidForPii(pii);
  return { pii, eid, doi: childText(src.meta, 'doi') ?? childText(src.itemInfo, 'doi') };
}

function derivedPii(src: MetaSources): string {
  // Deterministic: the same file always gets the same PII.
  const year = Number(childText(src.meta, 'cover-date-year') ?? attrOf(first(src.itemInfo, 'copyright'), 'year')) || 0;
  return derivePii({
    issn: issnOf(src.meta),
    year,
    itemNumber: Number(childText(src.itemInfo, 'aid') ?? 0) || 0,
    journalKey: childText(src.itemInfo, 'jid') ?? childText(src.meta, 'srctitle') ?? src.fileName,
  });
}

function issnOf(meta: XmlElement | undefined): string | undefined {
  const issns = first(meta, 'issns');
  const formatted = childText(issns, 'issn-primary-formatted') ?? childText(meta, 'issn');
  if (formatted) return formatted;
  const raw = childText(issns, 'issn-primary-unformatted');
  return raw && /^\d{7}[\dX]$/i.test(raw) ? `${raw.slice(0, 4)}-${raw.slice(4)}` : raw;
}

const CONTENT_TYPES: ReadonlySet<string> = new Set(['JL', 'BK', 'HB', 'BS', 'RW']);

function publication(src: MetaSources, state: ArticleState): Publication {
  let title = childText(src.meta, 'srctitle');
  if (!title) {
    warn(state, 'repair:missing-publication-title');
    title = childText(src.itemInfo, 'jid') ?? 'Unknown publication';
  }
  const raw = childText(src.meta, 'content-type')?.toUpperCase() ?? 'JL';
  if (!CONTENT_TYPES.has(raw)) warn(state, 'repair:unknown-content-type');
  const out: Publication = { title, contentType: CONTENT_TYPES.has(raw) ? (raw as Publication['contentType']) : 'JL' };
  const issn = issnOf(src.meta);
  if (issn) out.issn = issn;
  const isbn = out.contentType === 'JL' ? undefined : isbnOf(src.meta);
  if (isbn) out.isbn = isbn;
  const publisher = childText(src.meta, 'publisher');
  if (publisher) out.publisher = publisher;
  return out;
}

/** A book's primary ISBN (spec 001 §3 isbn-primary-unformatted / -formatted), digits and a final X only. */
function isbnOf(meta: XmlElement | undefined): string | undefined {
  const isbns = first(meta, 'isbns');
  const raw =
    childText(isbns, 'isbn-primary-unformatted') ??
    childText(meta, 'isbn-primary-unformatted') ??
    childText(isbns, 'isbn-primary-formatted') ??
    childText(meta, 'isbn-primary-formatted') ??
    childText(meta, 'isbn');
  const key = raw && isbnKey(raw);
  return key && (key.length === 10 || key.length === 13) ? key : undefined;
}

/** "375", or "12-13" when an item spans volumes or issues. */
function range(meta: XmlElement | undefined, firstName: string, lastName: string): string | undefined {
  const a = childText(meta, firstName);
  const b = childText(meta, lastName);
  return a && b && b !== a ? `${a}-${b}` : a;
}

function issueInfo(src: MetaSources): Pick<ArticleModel, 'volume' | 'issue' | 'supplement' | 'firstPage' | 'lastPage' | 'articleNumber'> {
  const pages = first(src.meta, 'pages');
  return {
    volume: range(src.meta, 'vol-first', 'vol-last'),
    issue: range(src.meta, 'iss-first', 'iss-last'),
    supplement: childText(src.meta, 'suppl'),
    firstPage: childText(pages, 'first-page') ?? childText(src.meta, 'first-fp'),
    lastPage: childText(pages, 'last-page') ?? childText(src.meta, 'last-lp'),
    articleNumber: childText(src.meta, 'article-number') ?? childText(src.itemInfo, 'article-number'),
  };
}

/** The Elsevier 3-letter document subtype (fla, rev, sco …), kept as given. */
function documentSubtype(src: MetaSources, state: ArticleState): string {
  const subtype = childText(src.meta, 'document-subtype') ?? attrOf(src.article, 'docsubtype');
  if (subtype) return subtype;
  warn(state, 'repair:missing-document-subtype');
  return 'fla';
}

function access(src: MetaSources): Pick<ArticleModel, 'openAccess' | 'openArchive' | 'license'> {
  const oa = first(src.meta, 'open-access');
  const status = first(oa, 'oa-article-status');
  const license: ArticleModel['license'] = {};
  const url = childText(oa, 'oa-user-license');
  if (url) license.url = url;
  return {
    openAccess: plainText(status).toLowerCase() === 'full' || status?.attrs['is-open-access'] === '1',
    openArchive: status?.attrs['is-open-archive'] === '1',
    license,
  };
}

function copyrightLine(src: MetaSources): string | undefined {
  const line = childText(src.meta, 'copyright-line') ?? childText(src.itemInfo, 'copyright-line');
  if (line) return line;
  const holder = first(src.itemInfo, 'copyright');
  const text = plainText(holder);
  if (!text) return undefined;
  const year = attrOf(holder, 'year');
  return year ? `© ${year} ${text}` : `© ${text}`;
}

function pad(v: string | undefined): string | undefined {
  return v && /^\d{1,2}$/.test(v.trim()) ? v.trim().padStart(2, '0') : undefined;
}

/** ISO yyyy[-mm[-dd]] from a ce:date-* element's year/month/day attributes. */
function isoFromAttrs(el: XmlElement | undefined): string | undefined {
  const year = el?.attrs.year?.trim();
  if (!el || !year || !/^\d{4}$/.test(year)) return undefined;
  const month = pad(el.attrs.month);
  const day = month ? pad(el.attrs.day) : undefined;
  return [year, month, day].filter(Boolean).join('-');
}

/** ISO yyyy[-mm[-dd]] from a text date that starts with one ("2013-08-01", "2013-07-16T19:39:52Z"). */
function isoFromText(text: string | undefined): string | undefined {
  return text?.match(/^\d{4}(?:-\d{2}(?:-\d{2})?)?/)?.[0];
}

function dates(src: MetaSources): ArticleModel['dates'] {
  const out: ArticleModel['dates'] = {};
  const received = isoFromAttrs(first(src.head, 'date-received'));
  if (received) out.received = received;
  const revised = elements(src.head, 'date-revised')
    .map(isoFromAttrs)
    .filter((d): d is string => d !== undefined);
  if (revised.length > 0) out.revised = revised;
  const accepted = isoFromAttrs(first(src.head, 'date-accepted'));
  if (accepted) out.accepted = accepted;
  const online = isoFromText(childText(src.meta, 'available-online-date')) ?? isoFromAttrs(first(src.head, 'date-available-online'));
  if (online) out.availableOnline = online;
  const published = isoFromText(childText(src.meta, 'cover-date-start')) ?? isoFromText(childText(src.meta, 'cover-date-year'));
  if (published) out.published = published;
  return out;
}

type Metadata = Pick<
  ArticleModel,
  | 'pii'
  | 'eid'
  | 'doi'
  | 'publication'
  | 'volume'
  | 'issue'
  | 'supplement'
  | 'firstPage'
  | 'lastPage'
  | 'articleNumber'
  | 'articleType'
  | 'documentSubtype'
  | 'language'
  | 'dates'
  | 'openAccess'
  | 'openArchive'
  | 'license'
  | 'copyrightLine'
  | 'itemWeight'
>;

/** Every metadata field of the model. */
export function mapMetadata(src: MetaSources, state: ArticleState): Metadata {
  const subtype = documentSubtype(src, state);
  return {
    ...identifiers(src, state),
    publication: publication(src, state),
    ...issueInfo(src),
    // The model's article type for Elsevier is the document subtype (fla, rev, sco …).
    articleType: subtype,
    documentSubtype: subtype,
    language: attrOf(src.article, 'xml:lang') ?? 'en',
    dates: dates(src),
    ...access(src),
    copyrightLine: copyrightLine(src),
    // Decides whether an entitled reader gets the full text (001 §5); kept only when the XML says.
    ...(childText(src.meta, 'item-weight') ? { itemWeight: childText(src.meta, 'item-weight') } : {}),
  };
}
