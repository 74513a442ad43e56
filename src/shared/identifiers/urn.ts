import { RESOLVER_BY_PREFIX } from './urn-resolvers.ts';

/**
 * URN link resolution (spec 000 §2, §5, §8).
 * A URN is `prefix:remainder`. It is valid when both parts are present and the prefix is a
 * web scheme (http, https, ftp, ftps, mailto) or a known database prefix (the table in
 * urn-resolvers.ts); `pii` resolves to the site's own article path. Anything else makes
 * `resolveUrn` throw "Invalid URN {value}" and link renderers fall back to plain text.
 */

export const WEB_PREFIXES: ReadonlySet<string> = new Set(['http', 'https', 'ftp', 'ftps', 'mailto']);

/** Every prefix `resolveUrn` accepts (web schemes, databases, and `info:` wrapping a database). */
export const KNOWN_PREFIXES: readonly string[] = [...WEB_PREFIXES, ...RESOLVER_BY_PREFIX.keys(), 'info'];

export interface ParsedUrn {
  /** Lower-cased prefix. */
  prefix: string;
  remainder: string;
}

const PREFIX = /^([A-Za-z][A-Za-z0-9+.-]*):/;
/**
 * Control characters (browsers drop them silently, so "java\tscript:" would still run) and
 * invisible characters that could disguise a link's target.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const UNSAFE_URL_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/** Splits a URN into prefix and remainder; undefined when either part is missing. */
export function parseUrn(value: string): ParsedUrn | undefined {
  const v = value.trim();
  const m = PREFIX.exec(v);
  if (!m?.[1]) return undefined;
  const remainder = v.slice(m[0].length).trim();
  if (remainder === '') return undefined;
  return { prefix: m[1].toLowerCase(), remainder };
}

/** Percent-encodes an identifier for a URL path or query while keeping `/` and `:` readable. */
function encodeId(id: string): string {
  return encodeURIComponent(id).replace(/%2F/gi, '/').replace(/%3A/gi, ':');
}

function resolveWeb(prefix: string, v: string): string | undefined {
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return undefined;
  }
  if (url.protocol !== `${prefix}:`) return undefined;
  // Browsers keep a mailto address as written: encode what could confuse a mail client.
  if (prefix === 'mailto') return url.pathname === '' ? undefined : url.href.replace(/[\s"<>]/g, encodeURIComponent);
  // A web link needs an authority ("http://host…"), not just "http:something".
  if (!/^[a-z]+:\/\//i.test(v) || url.hostname === '') return undefined;
  return url.href;
}

function resolveDatabase(prefix: string, remainder: string): string | undefined {
  // RFC 4452 "info:doi/10.x" and "info:pmid/123" wrap a database identifier.
  if (prefix === 'info') {
    const slash = remainder.indexOf('/');
    if (slash <= 0) return undefined;
    const inner = remainder.slice(0, slash).toLowerCase();
    return inner === 'info' ? undefined : resolveDatabase(inner, remainder.slice(slash + 1).trim());
  }
  const resolver = RESOLVER_BY_PREFIX.get(prefix);
  if (!resolver) return undefined;
  let id = resolver.strip ? remainder.replace(resolver.strip, '') : remainder;
  if (resolver.normalize) id = resolver.normalize(id);
  id = id.trim();
  if (id === '' || /\s/.test(id) || (resolver.valid && !resolver.valid.test(id))) return undefined;
  return resolver.pattern.replace('{id}', encodeId(id));
}

/** The URL a URN links to, or undefined when the URN is invalid. */
export function tryResolveUrn(value: string): string | undefined {
  if (typeof value !== 'string' || UNSAFE_URL_CHARS.test(value)) return undefined;
  const parsed = parseUrn(value);
  if (!parsed) return undefined;
  if (WEB_PREFIXES.has(parsed.prefix)) return resolveWeb(parsed.prefix, value.trim());
  return resolveDatabase(parsed.prefix, parsed.remainder);
}

export function isValidUrn(value: string): boolean {
  return tryResolveUrn(value) !== undefined;
}

/** Spec 000 §5: resolves a URN to a URL, or throws "Invalid URN {value}". */
export function resolveUrn(value: string): string {
  const url = tryResolveUrn(value);
  if (url === undefined) throw new Error('Invalid URN ' + value);
  return url;
}

/** https://doi.org link for a DOI (bare or prefixed), or undefined when it is not usable. */
export function doiUrl(doi: string): string | undefined {
  return resolveDatabase('doi', doi.trim());
}

/** PubMed link for a PMID (digits only), or undefined. */
export function pubmedUrl(pmid: string): string | undefined {
  return resolveDatabase('pmid', pmid.trim());
}
