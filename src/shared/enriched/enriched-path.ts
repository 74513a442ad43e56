/**
 * The address of an article's enriched content (spec 000 §7:
 * GET /sdfe/ears/pii/{pii}/{A}/{B}[/{C}]/enriched-content, "A and B are encoded path segments
 * and C is optional"). ADR 006 decides what they carry:
 *   A — the publication's primary ISSN, formatted `NNNN-NNNC` (000 §3 issn-primary-formatted);
 *       a publication without ISSN gives its ISBN (10 or 13 characters), and one with neither `none`;
 *   B — the article's publication year, four digits (`0000` when the article has no date yet);
 *   C — the article's DOI, percent-encoded as one segment; left out when it has none.
 * The server refuses a malformed segment (400) and one that names another article (404).
 */

export interface EnrichedAddressParts {
  issnOrIsbn: string;
  year: string;
  doi: string | null;
}

export interface EnrichedAddressSource {
  publication: { issn?: string | undefined; eissn?: string | undefined; isbn?: string | undefined };
  dates: {
    published?: string | undefined;
    versionOfRecord?: string | undefined;
    availableOnline?: string | undefined;
    accepted?: string | undefined;
  };
  doi?: string | undefined;
}

const ISSN = /^\d{4}-\d{3}[\dX]$/;
const ISBN = /^(?:\d{9}[\dX]|\d{13})$/;
const YEAR = /^\d{4}$/;
const DOI = /^10\.\d{4,9}(?:\.\d+)*\/\S+$/;

function formatIssn(value: string | undefined): string | undefined {
  const digits = value?.replace(/[^\dXx]/g, '').toUpperCase();
  return digits && digits.length === 8 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : undefined;
}

/** The A, B and C an article's enriched content is addressed by. */
export function enrichedAddressOf(article: EnrichedAddressSource): EnrichedAddressParts {
  const issn = formatIssn(article.publication.issn) ?? formatIssn(article.publication.eissn);
  const isbn = article.publication.isbn && ISBN.test(article.publication.isbn) ? article.publication.isbn : undefined;
  const { published, versionOfRecord, availableOnline, accepted } = article.dates;
  const year = [published, versionOfRecord, availableOnline, accepted].map((d) => d?.slice(0, 4)).find((y) => y && YEAR.test(y));
  return { issnOrIsbn: issn ?? isbn ?? 'none', year: year ?? '0000', doi: article.doi && DOI.test(article.doi) ? article.doi : null };
}

/** The request path the article page calls. */
export function enrichedContentPath(pii: string, parts: EnrichedAddressParts): string {
  const segments = [pii, parts.issnOrIsbn, parts.year, ...(parts.doi ? [parts.doi] : [])].map(encodeURIComponent);
  return `/sdfe/ears/pii/${segments.join('/')}/enriched-content`;
}

export type AddressCheck = { ok: true; parts: EnrichedAddressParts } | { ok: false; parameter: 'A' | 'B' | 'C'; message: string };

/** Validates the decoded A, B and C of a request (Express has already percent-decoded them). */
export function parseEnrichedAddress(a: string, b: string, c: string | undefined): AddressCheck {
  if (!(ISSN.test(a) || ISBN.test(a) || a === 'none')) {
    return { ok: false, parameter: 'A', message: `"${a.slice(0, 40)}" is not an ISSN (NNNN-NNNC), an ISBN or "none"` };
  }
  if (!YEAR.test(b)) return { ok: false, parameter: 'B', message: `"${b.slice(0, 40)}" is not a four-digit year` };
  if (c !== undefined && !DOI.test(c)) return { ok: false, parameter: 'C', message: `"${c.slice(0, 80)}" is not a DOI (10.prefix/suffix)` };
  return { ok: true, parts: { issnOrIsbn: a, year: b, doi: c ?? null } };
}

/** Whether the address names this article (the DOI compared case-insensitively, as DOIs are). */
export function addressMatches(requested: EnrichedAddressParts, actual: EnrichedAddressParts): boolean {
  return (
    requested.issnOrIsbn === actual.issnOrIsbn &&
    requested.year === actual.year &&
    (requested.doi ?? '').toLowerCase() === (actual.doi ?? '').toLowerCase()
  );
}
