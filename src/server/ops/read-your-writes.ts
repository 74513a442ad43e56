import type { NextFunction, Request, Response } from 'express';
import { withReadContext } from '#src/db/read-routing.server.ts';
import { isUnsafeMethod, parseWroteAt, WROTE_COOKIE, WROTE_COOKIE_MAX_AGE_MS } from '#src/shared/site/read-routing.ts';
import { requestCookie } from '../access/cookies.ts';

/**
 * Read-your-writes with a read replica (ADR 010): every request runs in a read context (its
 * method and the reader's "wrote at" cookie) that decides where its lag-tolerant reads go. An
 * unsafe request (it may write) reads and writes on the primary, and its response carries the
 * moment it was answered — taken as the headers go out, after its writes committed — so the
 * same reader's next pages, on any app server, read the primary until the replica has replayed
 * past that moment. Installed only when DATABASE_READ_URL is set.
 */
export function readYourWrites(req: Request, res: Response, next: NextFunction): void {
  const unsafe = isUnsafeMethod(req.method);
  const wroteAt = parseWroteAt(requestCookie(req, WROTE_COOKIE), Date.now());
  if (unsafe) stampOnHeaders(req, res);
  withReadContext({ unsafe, wroteAt }, next);
}

/** Sets the cookie just before the headers are written (as on-headers does: writeHead is where every response passes). */
function stampOnHeaders(req: Request, res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function stamped(this: Response, ...args: unknown[]) {
    if (!res.headersSent) {
      const cookie = [
        `${WROTE_COOKIE}=${Date.now()}`,
        'Path=/',
        `Max-Age=${WROTE_COOKIE_MAX_AGE_MS / 1000}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(req.secure ? ['Secure'] : []),
      ].join('; ');
      const existing = res.getHeader('Set-Cookie');
      const others = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
      res.setHeader('Set-Cookie', [...others.filter((c) => !c.startsWith(`${WROTE_COOKIE}=`)), cookie]);
    }
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
}
