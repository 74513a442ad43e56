import type { Request, Response } from 'express';
import { parseCookies } from '#src/shared/site/cookie-preferences.ts';
import { EDGE_BUCKET_HEADER, pageBucket, type PageBucket } from '#src/shared/access/page-cache-bucket.ts';
import { isInstitutionalReader } from '#src/shared/access/reader.ts';
import { readerOf } from './request-reader.ts';

/** Whether the request's immediate peer is a proxy of LECTERN_TRUST_PROXY (Express's compiled `trust proxy`). */
function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  const peer = req.socket.remoteAddress;
  return trust !== undefined && peer !== undefined && trust(peer, 0);
}

/**
 * This request's entitlement bucket (src/shared/access/page-cache-bucket.ts, ADR 008), from what the
 * reader middleware resolved (session, institution by address or sign-in) and the request's
 * cookies and edge header. Asked once per request; without a reader middleware every reader is
 * anonymous, as everywhere else.
 */
export function pageBucketOf(req: Request, res: Response): PageBucket {
  const known = res.locals.pageBucket as PageBucket | undefined;
  if (known) return known;
  const reader = readerOf(res);
  const bucket = pageBucket({
    hasSession: res.locals.session !== undefined && res.locals.session !== null,
    institutional: reader.userType !== 'GUEST' || isInstitutionalReader(reader),
    cookieNames: [...parseCookies(req.headers.cookie).keys()],
    fromTrustedProxy: fromTrustedProxy(req),
    edgeBucket: req.get(EDGE_BUCKET_HEADER),
  });
  res.locals.pageBucket = bucket;
  return bucket;
}
