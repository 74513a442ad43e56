import { randomBytes } from 'node:crypto';
import type express from 'express';
import type { Request, Response } from 'express';
import { accountConfigFor, type AccountConfig } from '#src/shared/account/account-config.ts';
import { NO_ACCOUNT_ACTIONS, type AccountActions } from '#src/shared/account/account-actions.ts';
import type { Reader } from '#src/shared/access/reader.ts';
import { isInstitutionalReader } from '#src/shared/access/reader.ts';
import type { Logger } from '../logger.ts';
import { accountActionsFor } from './account-actions.server.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { createCsrf, type Csrf } from './csrf.ts';
import { builtInInstitutionLogin } from './institution-login.ts';
import { privateForSessions } from './private-for-sessions.ts';
import { actingInstitution, readerMiddleware } from './reader-middleware.ts';
import { readerOf } from './request-reader.ts';
import { rememberedInstitutions } from './seamless-access.ts';
import { createSessionStore } from './session-store.ts';

/** What the React Router load context gets from accounts, per request. */
export interface AccessContext {
  reader: Reader;
  csrfToken: string;
  accountConfig: AccountConfig;
  account: AccountActions;
}

export interface Access {
  csrf: Csrf;
  contextFor(req: Request, res: Response): AccessContext;
}

let processCsrfKey: Buffer | undefined;

/**
 * Mounts, in order: the reader middleware (sessions + client address → res.locals.reader),
 * the app-wide CSRF check of every POST/PUT/PATCH/DELETE, and the seamless-access lookup.
 * Without `options` every reader is anonymous (API-only tests), and CSRF still applies.
 */
export function installAccess(
  app: express.Express,
  options: AccountsOptions | undefined,
  log: Logger,
  publicUrl: string | undefined,
): Access {
  processCsrfKey ??= randomBytes(32);
  const csrf = createCsrf(options?.csrfKey ?? processCsrfKey, publicUrl ? { publicUrl } : {});
  if (!options) {
    app.use(csrf.middleware);
    return {
      csrf,
      contextFor: (req, res) => {
        const reader = readerOf(res);
        return { reader, csrfToken: csrf.tokenFor(req, res), accountConfig: accountConfigFor(reader, null), account: NO_ACCOUNT_ACTIONS };
      },
    };
  }
  const store = createSessionStore(options.sessions, options.sessionDays ?? 14);
  const services = {
    options,
    store,
    csrf,
    institutionLogin: options.institutionLogin ?? builtInInstitutionLogin(options.accounts, options.institutions),
    log,
  };
  app.use(readerMiddleware(store, options.accounts, options.institutions));
  app.use(privateForSessions);
  app.use(csrf.middleware);
  app.get('/user/seamless-access/institution', (req, res, next) => {
    seamlessInstitution(req, res, options).catch(next);
  });
  return {
    csrf,
    contextFor(req, res) {
      const reader = readerOf(res);
      const organisation = actingInstitution(res) ?? null;
      return {
        reader,
        csrfToken: csrf.tokenFor(req, res),
        accountConfig: accountConfigFor(reader, organisation),
        account: accountActionsFor(req, res, services),
      };
    },
  };
}

/** GET /user/seamless-access/institution (001 §4): the most recently used institution, for non-institutional readers only. */
async function seamlessInstitution(req: Request, res: Response, options: AccountsOptions): Promise<void> {
  res.set('Cache-Control', 'private, no-store');
  if (isInstitutionalReader(readerOf(res))) {
    res.status(204).end();
    return;
  }
  for (const id of rememberedInstitutions(req)) {
    const institution = await options.institutions.findById(id);
    if (institution) {
      res.json({
        institutionName: institution.name,
        institutionUrl: `/user/institution/login?institution=${encodeURIComponent(institution.slug)}`,
      });
      return;
    }
  }
  res.status(204).end();
}
