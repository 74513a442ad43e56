/**
 * `targetURL` (spec 001 §2 "Account"): where an account page returns to. Only same-site
 * relative paths are followed — never another origin, a protocol-relative `//host`, a
 * backslash form browsers treat as one, or a script URL — so sign-in is no open redirect.
 */
const BASE = 'http://lectern.invalid';

function hasControlCharacter(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function safeTargetUrl(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048) return fallback;
  // Browsers read "\" as "/" and drop tabs and newlines: "/\evil.com" and "/\t/evil.com" leave the site.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // Returning to a sign-in or sign-out page after signing in would loop.
  if (/^\/user\/(login|logout|register)(\/|$)/.test(url.pathname)) return fallback;
  return path;
}

/** Account routes a link may point at; the current address is "a known marker" when it is one of them. */
const ACCOUNT_PREFIX = '/user/';

/**
 * The href of an account link from a page at `current` (path + query): adds the encoded
 * `targetURL` of the current page unless the page is itself an account page, and
 * `from=globalheader` for the header's sign-in link.
 */
export function accountHref(path: string, current: string, options: { fromGlobalHeader?: boolean } = {}): string {
  const params = new URLSearchParams();
  const currentPath = current.split(/[?#]/)[0] ?? '/';
  if (!currentPath.startsWith(ACCOUNT_PREFIX)) params.set('targetURL', current);
  if (options.fromGlobalHeader) params.set('from', 'globalheader');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The target an account page was given: `targetURL`, or `targetUrl` (institution login). */
export function targetFromQuery(searchParams: URLSearchParams, fallback = '/'): string {
  return safeTargetUrl(searchParams.get('targetURL') ?? searchParams.get('targetUrl'), fallback);
}
