import type { NextFunction, Request, Response } from 'express';
import type { InstitutionRepository } from '#src/db/institution-repository.server.ts';
import type { AccountRepository } from '#src/db/account-repository.server.ts';
import type { StoredSession } from '#src/db/session-repository.server.ts';
import type { AccountUser, InstitutionRecord } from '#src/shared/account/account.ts';
import { deriveReader, type ReaderInstitution } from '#src/server/access/reader-derivation.ts';
import type { Reader } from '#src/shared/access/reader.ts';
import { clientAddress } from './client-address.ts';
import type { SessionStore } from './session-store.ts';

/** What the middleware leaves on res.locals besides `reader`. */
export interface RequestIdentity {
  session: StoredSession | undefined;
  user: AccountUser | undefined;
  clientIp: string;
  ipInstitution: InstitutionRecord | undefined;
  sessionInstitution: InstitutionRecord | undefined;
}

/** The institution the reader acts for now: institutional sign-in wins over the address range (src/server/access/reader-derivation.ts). */
export function actingInstitution(res: Response): InstitutionRecord | undefined {
  const identity = res.locals.identity as RequestIdentity | undefined;
  return identity?.sessionInstitution ?? identity?.ipInstitution;
}

export function toReaderInstitution(i: InstitutionRecord): ReaderInstitution {
  return {
    id: i.id,
    name: i.name,
    allowCart: i.allowCart,
    settings: {
      creditCardPurchaseAllowed: i.creditCardPurchaseAllowed,
      preventTransactionalAccess: i.preventTransactionalAccess,
      preventDocumentDelivery: i.preventDocumentDelivery,
    },
  };
}

function readerFrom(identity: RequestIdentity, memberships: InstitutionRecord[]): Reader {
  const { user, session, sessionInstitution, ipInstitution } = identity;
  return deriveReader({
    user: user
      ? {
          id: user.id,
          name: user.name,
          email: user.email,
          isAdmin: user.isAdmin,
          privilegeType: user.privilegeType,
          settings: {
            creditCardPurchaseAllowed: user.creditCardPurchaseAllowed,
            preventTransactionalAccess: user.preventTransactionalAccess,
            preventDocumentDelivery: user.preventDocumentDelivery,
          },
        }
      : null,
    sessionInstitution: sessionInstitution
      ? { institution: toReaderInstitution(sessionInstitution), method: session?.data.institutionMethod ?? 'ticket' }
      : null,
    ipInstitution: ipInstitution ? toReaderInstitution(ipInstitution) : null,
    memberships: memberships.map(toReaderInstitution),
  });
}

/**
 * Resolves the reader of every request: the session from the `lectern.sid` cookie (or none),
 * the client address (socket, or X-Forwarded-For from trusted proxies only) and the
 * institution whose IP range holds it. Sets `res.locals.reader` (read it with `readerOf`),
 * `res.locals.session` and `res.locals.identity`.
 */
export function readerMiddleware(store: SessionStore, accounts: AccountRepository, institutions: InstitutionRepository) {
  return (req: Request, res: Response, next: NextFunction): void => {
    // Hashed build files are the same for every reader: no database round trips for them.
    if (req.path.startsWith('/assets/')) {
      next();
      return;
    }
    resolveIdentity(req, store, accounts, institutions)
      .then(({ identity, memberships }) => {
        res.locals.session = identity.session;
        res.locals.identity = identity;
        res.locals.reader = readerFrom(identity, memberships);
        next();
      })
      .catch(next);
  };
}

async function resolveIdentity(
  req: Request,
  store: SessionStore,
  accounts: AccountRepository,
  institutions: InstitutionRepository,
): Promise<{ identity: RequestIdentity; memberships: InstitutionRecord[] }> {
  const clientIp = clientAddress(req);
  const [session, ipInstitution] = await Promise.all([store.load(req), institutions.forAddress(clientIp)]);
  if (!session) return { identity: { session, user: undefined, clientIp, ipInstitution, sessionInstitution: undefined }, memberships: [] };
  // The user's memberships are read alongside the user: one round trip fewer for a signed-in reader.
  const [user, sessionInstitution, memberships] = await Promise.all([
    session.userId ? accounts.findById(session.userId) : undefined,
    session.institutionId ? institutions.findById(session.institutionId) : undefined,
    session.userId ? accounts.memberships(session.userId) : [],
  ]);
  void store.keepAlive(session).catch(() => {});
  return { identity: { session, user, clientIp, ipInstitution, sessionInstitution }, memberships: user ? memberships : [] };
}
