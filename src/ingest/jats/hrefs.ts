import { warn, type ArticleState } from './context.ts';

/**
 * Link targets from author XML are kept as data (the renderer decides what is linkable),
 * except that a target which could run code is never stored: `javascript:`, `data:`,
 * `vbscript:` and any other unknown scheme, also when disguised with whitespace or control
 * characters, is dropped with the warning "repair:unsafe-href-dropped".
 */
const SAFE_SCHEMES: ReadonlySet<string> = new Set([
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'doi',
  'info',
  'urn',
  'hdl',
  'pmid',
  'pmc',
  'pii',
  'isbn',
  'issn',
  'arxiv',
  'ark',
]);
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
// Characters a browser ignores inside a URL scheme, so "java\tscript:" still runs.
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export const UNSAFE_HREF = 'repair:unsafe-href-dropped';

/** The href to store, or undefined (with a warning) when it is unsafe; undefined when blank. */
export function keepHref(raw: string | undefined, state: ArticleState): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const squeezed = value.replace(INVISIBLE, '');
  const scheme = SCHEME.exec(squeezed)?.[1]?.toLowerCase();
  const visibleScheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if ((scheme && !SAFE_SCHEMES.has(scheme)) || scheme !== visibleScheme) {
    warn(state, UNSAFE_HREF);
    return undefined;
  }
  return value;
}

const DOI_PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*|info:doi\/)/i;
const DOI = /^10\.\d{4,9}\/\S+$/;

/** The bare DOI in "10.…", "doi:10.…", "info:doi/10.…" or a doi.org URL, else undefined. */
export function doiFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let v = value.trim().replace(DOI_PREFIX, '');
  try {
    if (v.includes('%')) v = decodeURIComponent(v);
  } catch {
    // A stray "%" is part of the DOI, not an escape.
  }
  v = v.replace(/[.,;]+$/, '');
  return DOI.test(v) ? v : undefined;
}

/** A resolvable link for a DOI-typed target: bare DOIs become https://doi.org URLs. */
export function doiHref(value: string): string {
  const doi = doiFrom(value);
  return doi && !/^https?:/i.test(value.trim()) ? `https://doi.org/${doi}` : value;
}
