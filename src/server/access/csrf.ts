import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import type { StoredSession } from '#src/db/session-repository.server.ts';
import { sendProblem } from '../problem.ts';
import { cookieOptions, requestCookie } from './cookies.ts';

export const CSRF_COOKIE = 'lectern.csrf';
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FAILED = 'Invalid or missing CSRF token';

/**
 * Paths whose POST is exempt. Only OAI-PMH: the protocol allows POST for the same read-only
 * verbs as GET (ListRecords …), changes nothing, and harvesters cannot obtain a token.
 */
const EXEMPT = [/^\/oai\/?$/];

/** Sign-in and registration need a token bound to this browser (no login CSRF with a page token). */
const NEEDS_BOUND_TOKEN = /^\/user\/(login|register|institution\/login)(\.data)?\/?$/;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_FORM_BYTES = 1024 * 1024;
const ANONYMOUS_TOKEN_DAYS = 2;

/**
 * Three kinds of token, all checked by one middleware:
 * - `s.` a signed-in (or any) session's token: HMAC of the session's stored secret;
 * - `c.` a signed double-submit token for browsers without a session: HMAC of the HttpOnly
 *   `lectern.csrf` cookie, set only by pages with forms that need it (sign-in, register);
 * - `a.` the page token of an anonymous reader with neither cookie, so anonymous pages (and
 *   their caches) carry no Set-Cookie: HMAC of the day. It has no per-browser secret, so the
 *   same-origin check is what stops a forged cross-site request with it; it is refused on
 *   sign-in/register and whenever the request has a live session.
 */
export interface Csrf {
  tokenFor(req: Request, res: Response): string;
  /** A `c.`/`s.` token; sets the CSRF cookie when the browser has neither. */
  boundTokenFor(req: Request, res: Response): string;
  middleware(req: Request, res: Response, next: NextFunction): void;
}

export function createCsrf(key: Buffer, options: { publicUrl?: string } = {}): Csrf {
  const mac = (purpose: string, value: string) => createHmac('sha256', key).update(`${purpose}:${value}`).digest('base64url');
  const day = (offset = 0) => String(Math.floor(Date.now() / 86_400_000) - offset);
  const sessionOf = (res: Response) => res.locals.session as StoredSession | undefined;

  const boundTokenFor = (req: Request, res: Response): string => {
    const session = sessionOf(res);
    if (session) return `s.${mac('session', session.csrfSecret)}`;
    let secret = (res.locals.csrfCookie as string | undefined) ?? requestCookie(req, CSRF_COOKIE);
    if (!secret || !/^[A-Za-z0-9_-]{43}$/.test(secret)) {
      secret = randomBytes(32).toString('base64url');
      res.cookie(CSRF_COOKIE, secret, cookieOptions(req));
    }
    res.locals.csrfCookie = secret;
    return `c.${mac('cookie', secret)}`;
  };

  const tokenFor = (req: Request, res: Response): string => {
    if (sessionOf(res) || requestCookie(req, CSRF_COOKIE)) return boundTokenFor(req, res);
    return `a.${day()}.${mac('anonymous', day())}`;
  };

  const valid = (req: Request, res: Response, token: string): boolean => {
    const session = sessionOf(res);
    const candidates: string[] = [];
    if (session) candidates.push(`s.${mac('session', session.csrfSecret)}`);
    const cookie = requestCookie(req, CSRF_COOKIE);
    if (cookie) candidates.push(`c.${mac('cookie', cookie)}`);
    // A live session must use its own token; a stale session cookie counts as none.
    if (!session && !NEEDS_BOUND_TOKEN.test(req.path)) {
      for (let i = 0; i < ANONYMOUS_TOKEN_DAYS; i++) candidates.push(`a.${day(i)}.${mac('anonymous', day(i))}`);
    }
    return candidates.some((c) => c.length === token.length && timingSafeEqual(Buffer.from(c), Buffer.from(token)));
  };

  const sameOrigin = (req: Request): boolean => {
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') return false;
    const origin = req.get('origin');
    if (origin === undefined) return true;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false; // "null" (sandboxed or privacy-sensitive contexts) and anything unparsable
    }
    // By host, not scheme: behind a TLS-terminating proxy that is not trusted, the request looks like http.
    return host === req.get('host') || (options.publicUrl !== undefined && host === new URL(options.publicUrl).host);
  };

  return {
    tokenFor,
    boundTokenFor,
    middleware(req, res, next) {
      if (!STATE_CHANGING.has(req.method) || EXEMPT.some((re) => re.test(req.path))) {
        next();
        return;
      }
      const refuse = () => sendProblem(res, 403, CSRF_FAILED);
      if (!sameOrigin(req)) {
        refuse();
        return;
      }
      const header = req.get(CSRF_HEADER);
      if (header !== undefined) {
        if (valid(req, res, header)) next();
        else refuse();
        return;
      }
      if (!isForm(req)) {
        refuse();
        return;
      }
      readForm(req)
        .then((form) => {
          if (form === 'too-large') return sendProblem(res, 413, `The form is larger than ${MAX_FORM_BYTES} bytes.`);
          const token = form.fields.get(CSRF_FIELD);
          if (typeof token !== 'string' || !valid(req, res, token)) return refuse();
          replayBody(req, form.raw);
          // Express body parsers skip a consumed body: give Express routes the parsed fields.
          if (!/^multipart\//i.test(req.get('content-type') ?? ''))
            req.body = Object.fromEntries([...form.fields].filter(([, v]) => typeof v === 'string'));
          next();
        })
        .catch(next);
    },
  };
}

function isForm(req: Request): boolean {
  const type = req.get('content-type') ?? '';
  return /^application\/x-www-form-urlencoded\b/i.test(type) || /^multipart\/form-data\b/i.test(type);
}

async function readForm(req: Request): Promise<{ raw: Buffer; fields: FormData } | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return 'too-large';
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks);
  const fields = await new Response(raw, { headers: { 'content-type': req.get('content-type')! } }).formData().catch(() => new FormData());
  return { raw, fields };
}

const BODY = Symbol('lectern.bufferedBody');
type WithBody = Request & { [BODY]?: Buffer };

/** The form was read to find its token; later readers (React Router actions) get the same bytes. */
function replayBody(req: Request, raw: Buffer): void {
  (req as WithBody)[BODY] = raw;
}

/**
 * The request as a body reader sees it: when the CSRF check consumed the body, a stand-in
 * whose stream methods replay the bytes and whose other properties are the request's.
 */
export function withReplayableBody(req: Request): Request {
  const raw = (req as WithBody)[BODY];
  if (!raw) return req;
  const stream = Readable.from(raw.length > 0 ? [raw] : []);
  const standIn = Object.create(req) as Request;
  for (const method of [
    'on',
    'once',
    'off',
    'addListener',
    'removeListener',
    'pause',
    'resume',
    'destroy',
    'pipe',
    'read',
    'unpipe',
  ] as const) {
    Object.defineProperty(standIn, method, { value: (stream[method] as (...a: unknown[]) => unknown).bind(stream) });
  }
  Object.defineProperty(standIn, 'readableHighWaterMark', { value: stream.readableHighWaterMark });
  Object.defineProperty(standIn, Symbol.asyncIterator, { value: stream[Symbol.asyncIterator].bind(stream) });
  return standIn;
}

/** Wraps a handler that reads the body itself (React Router's) so it sees the replayed form. */
export function replayingBody<H extends (req: Request, res: Response, next: NextFunction) => unknown>(handler: H) {
  return (req: Request, res: Response, next: NextFunction) => handler(withReplayableBody(req), res, next);
}
