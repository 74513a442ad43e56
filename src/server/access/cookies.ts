import type { CookieOptions, Request } from 'express';
import { parseCookies } from '#src/shared/site/cookie-preferences.ts';

export function requestCookie(req: Request, name: string): string | undefined {
  return parseCookies(req.headers.cookie).get(name);
}

/** HttpOnly, SameSite=Lax, Secure when the request came over TLS (directly or via a trusted proxy). */
export function cookieOptions(req: Request, maxAgeMs?: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}) };
}
