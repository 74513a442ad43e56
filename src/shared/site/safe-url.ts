import { parseUrn, tryResolveUrn, UNSAFE_URL_CHARS, WEB_PREFIXES } from '../identifiers/urn.ts';

/**
 * Hrefs and ids built from untrusted article content.
 * Every href a renderer emits goes through `safeHref`; every id through `safeId`/`claimId`.
 */

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const ID_UNSAFE = /[^A-Za-z0-9_.:-]/g;
const MAX_ID_LENGTH = 200;
// Only used to normalise site-relative paths; never emitted.
const LOCAL_ORIGIN = 'https://lectern.invalid';

/**
 * An element id made only of [A-Za-z0-9_.:-] (other characters become "_"), or undefined
 * when nothing is left. The mapping is deterministic, so `#${safeId(x)}` links to the
 * element whose id is `safeId(x)`.
 */
export function safeId(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const id = String(value).trim().slice(0, MAX_ID_LENGTH).replace(ID_UNSAFE, '_');
  return id === '' ? undefined : id;
}

/**
 * Sanitises `value` and claims it in `taken` (one set per rendered page). Returns undefined
 * when the id is unusable or already used, so the page never has duplicate ids: the first
 * element keeps it and in-page links go there.
 */
export function claimId(taken: Set<string>, value: unknown): string | undefined {
  const id = safeId(value);
  if (id === undefined || taken.has(id)) return undefined;
  taken.add(id);
  return id;
}

function sitePath(v: string): string | undefined {
  // "//host" and "/\host" are read by browsers as another host.
  if (v[1] === '/' || v.includes('\\')) return undefined;
  try {
    const url = new URL(v, LOCAL_ORIGIN);
    if (url.origin !== LOCAL_ORIGIN) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}

/**
 * A URL that is safe in an `href`, or undefined:
 * - http, https, ftp, ftps (with a host) and mailto links, normalised;
 * - in-page links `#id` (the id sanitised like `safeId`);
 * - site-relative paths `/…`;
 * - URNs with a known database prefix (doi:, pmid:, pii: …), resolved;
 * - "www.host…" without a scheme, as http.
 * Everything else — javascript:, data:, vbscript:, file:, protocol-relative "//host",
 * values with control characters, unknown prefixes — gives undefined.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (v === '' || UNSAFE_URL_CHARS.test(v)) return undefined;
  if (v.startsWith('#')) {
    const id = safeId(v.slice(1));
    return id === undefined ? undefined : `#${id}`;
  }
  if (v.startsWith('/')) return sitePath(v);
  if (SCHEME.test(v)) {
    const parsed = parseUrn(v);
    if (!parsed) return undefined;
    const resolved = tryResolveUrn(v);
    if (resolved === undefined) return undefined;
    // Database resolvers give https URLs or site paths; check them like any other value.
    if (WEB_PREFIXES.has(parsed.prefix)) return resolved;
    return resolved.startsWith('/') ? sitePath(resolved) : safeHref(resolved);
  }
  if (/^www\.[A-Za-z0-9-]+\.[A-Za-z0-9.-]+(?:[/?#:]|$)/i.test(v)) return safeHref(`http://${v}`);
  return undefined;
}
