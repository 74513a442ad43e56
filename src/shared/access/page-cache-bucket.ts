/**
 * Which entitlement bucket an article page request falls in, and what a cache may do with
 * the answer (ADR 008). The anonymous variant is the page of a reader with no session, no
 * institution (address range) and no cookie the page reads: it carries nothing bound to the
 * reader, so every such request gets the same bytes. A shared cache (CDN) may keep it only
 * when the request says, from a trusted edge, that it is in the anonymous bucket: a CDN cannot
 * know the institutions' address ranges, so the edge that can tells us, and the origin checks
 * the claim against what it knows itself (fail closed: any doubt is `private`).
 */

/** The request header a trusted edge sets to name the request's bucket (and that `Vary` names). */
export const EDGE_BUCKET_HEADER = 'X-Lectern-Bucket';
/** The value of EDGE_BUCKET_HEADER for the anonymous bucket. */
export const ANONYMOUS_BUCKET = 'anonymous';
/**
 * Cookies a page reads while rendering: the session, the browser-bound CSRF cookie (its token
 * is in the page) and the cookie choice (the banner is server-rendered). Their presence makes
 * the page the reader's own.
 */
export const PAGE_COOKIES: readonly string[] = ['lectern.sid', 'lectern.csrf', 'LECTERN_COOKIE_PREFERENCES'];

export type PageBucket =
  /** The anonymous variant, and a trusted edge named the anonymous bucket: shared caches may keep it. */
  | 'anonymous-shared'
  /** The anonymous variant, but no trusted edge vouched for the bucket: browser cache only. */
  | 'anonymous'
  /** A reader with a session, an institution or page cookies: a page of their own. */
  | 'private';

export interface BucketFacts {
  /** A live session (signed in, or an institutional sign-in). */
  hasSession: boolean;
  /** The reader acts for an institution (address range or institutional sign-in). */
  institutional: boolean;
  /** Names of the cookies the request carries. */
  cookieNames: readonly string[];
  /** The immediate peer is a proxy this site trusts (LECTERN_TRUST_PROXY). */
  fromTrustedProxy: boolean;
  /** EDGE_BUCKET_HEADER as received (undefined when absent). */
  edgeBucket: string | undefined;
}

export function pageBucket(facts: BucketFacts): PageBucket {
  if (facts.hasSession || facts.institutional) return 'private';
  if (facts.cookieNames.some((name) => PAGE_COOKIES.includes(name))) return 'private';
  // Only a trusted proxy's claim counts: without one the origin does not even see the client's address.
  return facts.fromTrustedProxy && facts.edgeBucket?.trim().toLowerCase() === ANONYMOUS_BUCKET ? 'anonymous-shared' : 'anonymous';
}

/** The anonymous variant carries no entitledToken: the page asks for one (GET …/entitled-token). */
export function isAnonymousVariant(bucket: PageBucket): boolean {
  return bucket !== 'private';
}

export interface SharedCachePolicy {
  /** Seconds a shared cache may serve the page (s-maxage). */
  sMaxAge: number;
  /** Seconds past that it may serve it while fetching a fresh one (stale-while-revalidate). */
  staleWhileRevalidate: number;
}

export const DEFAULT_SHARED_CACHE_POLICY: SharedCachePolicy = { sMaxAge: 300, staleWhileRevalidate: 60 };

export interface CacheablePage {
  /** The page holds an entitledToken (bound to its reader). */
  hasToken: boolean;
  /** A crawler's page (001 §3 crawlerInformation) is the crawler's own. */
  isCrawler: boolean;
}

/**
 * Cache-Control and Vary of an article page. Browsers always revalidate (max-age=0, with the
 * ETag of the anonymous variant); shared caches keep only the anonymous bucket's page, keyed by
 * the bucket header and nothing bound to the reader.
 */
export function articlePageCaching(
  bucket: PageBucket,
  page: CacheablePage,
  policy: SharedCachePolicy,
): { cacheControl: string; vary: string } {
  if (bucket === 'anonymous-shared' && !page.hasToken && !page.isCrawler) {
    return {
      cacheControl: `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
      vary: EDGE_BUCKET_HEADER,
    };
  }
  return { cacheControl: 'private, no-cache', vary: `Cookie, ${EDGE_BUCKET_HEADER}` };
}
