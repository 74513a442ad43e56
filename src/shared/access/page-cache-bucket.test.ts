import { describe, expect, it } from 'vitest';
import { articlePageCaching, pageBucket, type BucketFacts, type PageBucket } from './page-cache-bucket.ts';

const anonymous: BucketFacts = {
  hasSession: false,
  institutional: false,
  cookieNames: [],
  fromTrustedProxy: true,
  edgeBucket: 'anonymous',
};
const policy = { sMaxAge: 300, staleWhileRevalidate: 60 };

describe('pageBucket (ADR 008)', () => {
  it.each<[string, Partial<BucketFacts>, PageBucket]>([
    ['anonymous, vouched for by a trusted edge', {}, 'anonymous-shared'],
    ['the edge value in another case, with spaces', { edgeBucket: ' Anonymous ' }, 'anonymous-shared'],
    ['no edge header', { edgeBucket: undefined }, 'anonymous'],
    ['another bucket named by the edge', { edgeBucket: 'institution' }, 'anonymous'],
    ['the header from a peer that is not a trusted proxy', { fromTrustedProxy: false }, 'anonymous'],
    ['unrelated cookies (analytics)', { cookieNames: ['_ga', 'SD_ART_LINK_STATE'] }, 'anonymous-shared'],
    ['a session', { hasSession: true }, 'private'],
    ['an institution by address range, even when the edge says anonymous', { institutional: true }, 'private'],
    ['a session cookie (stale or not)', { cookieNames: ['lectern.sid'] }, 'private'],
    ['the browser-bound CSRF cookie (its token is in the page)', { cookieNames: ['lectern.csrf'] }, 'private'],
    ['a saved cookie choice (the banner is server-rendered)', { cookieNames: ['LECTERN_COOKIE_PREFERENCES'] }, 'private'],
  ])('%s', (_name, facts, bucket) => {
    expect(pageBucket({ ...anonymous, ...facts })).toBe(bucket);
  });
});

describe('articlePageCaching', () => {
  it.each<[PageBucket, boolean, boolean, string, string]>([
    ['anonymous-shared', false, false, 'public, max-age=0, s-maxage=300, stale-while-revalidate=60', 'X-Lectern-Bucket'],
    ['anonymous-shared', true, false, 'private, no-cache', 'Cookie, X-Lectern-Bucket'],
    ['anonymous-shared', false, true, 'private, no-cache', 'Cookie, X-Lectern-Bucket'],
    ['anonymous', false, false, 'private, no-cache', 'Cookie, X-Lectern-Bucket'],
    ['private', false, false, 'private, no-cache', 'Cookie, X-Lectern-Bucket'],
  ])('%s, token %s, crawler %s: %s', (bucket, hasToken, isCrawler, cacheControl, vary) => {
    expect(articlePageCaching(bucket, { hasToken, isCrawler }, policy)).toEqual({ cacheControl, vary });
  });

  it('takes the configured times', () => {
    expect(
      articlePageCaching('anonymous-shared', { hasToken: false, isCrawler: false }, { sMaxAge: 0, staleWhileRevalidate: 5 }).cacheControl,
    ).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=5');
  });
});
