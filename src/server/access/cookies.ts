import type { CookieOptions, Request } from 'express';

/** Cookie values of the request (first occurrence wins; undecodable values are skipped). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // A malformed cookie is ignored like an absent one.
    }
  }
  return cookies;
}

export function requestCookie(req: Request, name: string): string | undefined {
  return parseCookies(req.headers.cookie).get(name);
}

/** HttpOnly, SameSite=Lax, Secure when the request came over TLS (directly or via a trusted proxy). */
export function cookieOptions(req: Request, maxAgeMs?: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}) };
}
