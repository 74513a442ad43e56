import type { NextFunction, Request, Response } from 'express';
import { readerOf } from './request-reader.ts';

/**
 * A page rendered for a reader with a session, or for an institutional reader, carries who
 * they are (name, e-mail, organisation, a session-bound CSRF token): no shared cache may keep
 * it, whatever the route says for anonymous readers (browse and journal pages are `public`
 * for them). Rewrites `public` to `private` just before the headers go out.
 */
export function privateForSessions(_req: Request, res: Response, next: NextFunction): void {
  if (res.locals.session || readerOf(res).userType !== 'GUEST') {
    const writeHead = res.writeHead;
    res.writeHead = function patched(this: Response, ...args: unknown[]) {
      const cacheControl = res.getHeader('Cache-Control');
      if (typeof cacheControl === 'string' && /\bpublic\b/i.test(cacheControl)) res.setHeader('Cache-Control', 'private, no-cache');
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
  }
  next();
}
