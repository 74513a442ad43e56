import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { InstitutionMethod, SessionRepository, StoredSession } from '#src/db/session-repository.server.ts';
import { cookieOptions, requestCookie } from './cookies.ts';

export const SESSION_COOKIE = 'lectern.sid';

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Sessions in PostgreSQL behind an opaque cookie (32 random bytes; only its sha256 is stored). */
export interface SessionStore {
  /** The request's live session, if its cookie names one. */
  load(req: Request): Promise<StoredSession | undefined>;
  /**
   * Starts a fresh session (a new id; the old one, if any, is deleted): sign-in and
   * institutional sign-in always rotate, so an id planted before sign-in is worthless after.
   */
  start(
    req: Request,
    res: Response,
    identity: { userId: string | null; institutionId: string | null; institutionMethod?: InstitutionMethod },
    previous: StoredSession | undefined,
  ): Promise<StoredSession>;
  end(req: Request, res: Response, session: StoredSession | undefined): Promise<void>;
  /** Notes activity at most once an hour per session; the expiry stays fixed from sign-in, like the cookie's. */
  keepAlive(session: StoredSession): Promise<void>;
}

export function createSessionStore(sessions: SessionRepository, sessionDays: number): SessionStore {
  const lifetimeMs = sessionDays * 24 * 60 * 60 * 1000;
  return {
    async load(req) {
      const id = requestCookie(req, SESSION_COOKIE);
      if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
      return sessions.find(hashSessionId(id));
    },
    async start(req, res, identity, previous) {
      if (previous) await sessions.delete(previous.idHash);
      const id = randomBytes(32).toString('base64url');
      const session: StoredSession = {
        idHash: hashSessionId(id),
        userId: identity.userId,
        institutionId: identity.institutionId,
        authMethod: identity.institutionId ? 'institution-login' : identity.userId ? 'password' : 'none',
        csrfSecret: randomBytes(32).toString('base64url'),
        data: identity.institutionMethod ? { institutionMethod: identity.institutionMethod } : {},
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() + lifetimeMs),
      };
      await sessions.create(session);
      res.cookie(SESSION_COOKIE, id, cookieOptions(req, lifetimeMs));
      res.locals.session = session;
      return session;
    },
    async end(req, res, session) {
      if (session) await sessions.delete(session.idHash);
      res.clearCookie(SESSION_COOKIE, cookieOptions(req));
      res.locals.session = undefined;
    },
    async keepAlive(session) {
      if (Date.now() - session.lastSeenAt.getTime() < 60 * 60 * 1000) return;
      await sessions.touch(session.idHash, session.expiresAt);
    },
  };
}
