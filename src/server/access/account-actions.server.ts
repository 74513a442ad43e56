import type { Request, Response } from 'express';
import type { Logger } from '../logger.ts';
import { SIGN_IN_FAILED, TOO_MANY_ATTEMPTS, type AccountActions, type ActionOutcome } from '#src/shared/account/account-actions.ts';
import { readerOf } from './request-reader.ts';
import type { AccountsOptions } from './accounts-options.ts';
import type { Csrf } from './csrf.ts';
import type { InstitutionLogin } from './institution-login.ts';
import type { RequestIdentity } from './reader-middleware.ts';
import { rememberInstitution } from './seamless-access.ts';
import type { SessionStore } from './session-store.ts';

const throttled = (retryAfterSeconds: number): ActionOutcome => ({ ok: false, status: 429, message: TOO_MANY_ATTEMPTS, retryAfterSeconds });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SIGN_IN_REQUIRED: ActionOutcome = { ok: false, status: 401, message: 'Please sign in first.' };

export interface AccountServices {
  options: AccountsOptions;
  store: SessionStore;
  csrf: Csrf;
  institutionLogin: InstitutionLogin;
  log: Logger;
}

/** The account operations of one request (AccountActions on the React Router load context). */
export function accountActionsFor(req: Request, res: Response, services: AccountServices): AccountActions {
  const { options, store, csrf, institutionLogin, log } = services;
  const { accounts, institutions, sessions, signInThrottle } = options;
  const identity = () => res.locals.identity as RequestIdentity | undefined;
  const userId = () => identity()?.user?.id;
  const clientIp = () => identity()?.clientIp ?? '0.0.0.0';
  const session = () => res.locals.session as RequestIdentity['session'];
  const background = (work: Promise<unknown>, what: string) => void work.catch((err: unknown) => log.warn({ err }, what));

  return {
    available: true,
    boundCsrfToken: () => csrf.boundTokenFor(req, res),
    async register({ name, email, password }) {
      // Same outcome whether or not the address is taken: registration does not reveal accounts.
      const created = await accounts.createUser({ name, email, password });
      if (!created) log.info('registration for an address that already has an account');
      return { ok: true };
    },
    async signIn(email, password) {
      // Checked before the password is, so a throttled attempt learns nothing.
      const wait = await signInThrottle.blocked(email, clientIp());
      if (wait !== null) return throttled(wait);
      const user = await accounts.verifyPassword(email, password);
      if (!user) {
        await sleep(await signInThrottle.failed(email, clientIp()));
        return { ok: false, status: 401, message: SIGN_IN_FAILED };
      }
      await signInThrottle.succeeded(email, clientIp());
      await store.start(req, res, { userId: user.id, institutionId: null }, session());
      // Housekeeping rides on sign-ins: no scheduler needed on any app server.
      background(sessions.deleteExpired(), 'could not delete expired sessions');
      return { ok: true };
    },
    async signOut() {
      await store.end(req, res, session());
    },
    async changePassword(current, next) {
      const user = identity()?.user;
      if (!user) return SIGN_IN_REQUIRED;
      const wait = await signInThrottle.blocked(user.email, clientIp());
      if (wait !== null) return throttled(wait);
      if (!(await accounts.verifyPassword(user.email, current))) {
        await sleep(await signInThrottle.failed(user.email, clientIp()));
        return { ok: false, status: 400, message: 'The current password is incorrect.' };
      }
      await accounts.changePassword(user.id, next, session()?.idHash);
      return { ok: true };
    },
    profile: async () => identity()?.user ?? null,
    recordReading(pii) {
      const id = userId();
      if (id) background(accounts.recordReading(id, pii), 'could not record reading history');
    },
    readingHistory: async () => (userId() ? accounts.readingHistory(userId()!) : []),
    recordSearch(query, filters) {
      const id = userId();
      if (id && query.trim() !== '') background(accounts.recordSearch(id, query.trim(), filters), 'could not record search history');
    },
    searchHistory: async () => (userId() ? accounts.searchHistory(userId()!) : []),
    async clearSearchHistory() {
      if (userId()) await accounts.clearSearchHistory(userId()!);
    },
    alerts: async () => (userId() ? accounts.alerts(userId()!) : []),
    async addAlert(slug, kind) {
      if (!userId()) return SIGN_IN_REQUIRED;
      return (await accounts.addAlert(userId()!, slug, kind))
        ? { ok: true }
        : { ok: false, status: 400, message: 'Choose a journal from the list.' };
    },
    async removeAlert(slug, kind) {
      if (userId()) await accounts.removeAlert(userId()!, slug, kind);
    },
    async recommendations() {
      if (!userId()) return { basis: 'none', articles: [] };
      return { basis: 'recent-in-journals-read', articles: await accounts.recentInJournalsRead(userId()!) };
    },
    async institutions() {
      return (await institutions.list()).map((i) => ({ slug: i.slug, name: i.name, hasAccessCode: i.hasAccessCode }));
    },
    async institutionSignIn(input) {
      const throttleKey = input.method === 'access-code' ? `institution:${input.institution}` : (input.email ?? '');
      const wait = await signInThrottle.blocked(throttleKey, clientIp());
      if (wait !== null) return throttled(wait);
      const result = await institutionLogin.signIn(input);
      if (!result.ok) {
        await sleep(await signInThrottle.failed(throttleKey, clientIp()));
        const message =
          result.reason === 'unknown-institution'
            ? 'Choose your institution from the list.'
            : 'Your institution could not confirm your access. Check your details and try again.';
        return { ok: false, status: result.reason === 'unknown-institution' ? 400 : 401, message };
      }
      // A personal session signed in by password stays that person unless the provider named another.
      const user = result.user?.id ?? identity()?.user?.id ?? null;
      await store.start(req, res, { userId: user, institutionId: result.institution.id, institutionMethod: result.method }, session());
      rememberInstitution(req, res, result.institution.id);
      return { ok: true };
    },
    async chooseOrganisation(institutionId) {
      const reader = readerOf(res);
      const current = session();
      const choice = reader.organisations.find((o) => o.id === institutionId);
      if (!current || !reader.user || !choice) return { ok: false, status: 400, message: 'Choose one of your organizations.' };
      // Acting for another organisation is a privilege change: rotate the session id too.
      await store.start(
        req,
        res,
        { userId: reader.user.id, institutionId: choice.id, institutionMethod: current.data.institutionMethod ?? 'ticket' },
        current,
      );
      rememberInstitution(req, res, choice.id);
      return { ok: true };
    },
  };
}
