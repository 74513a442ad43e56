import type { AccountRepository } from '#src/db/account-repository.server.ts';
import type { InstitutionRepository } from '#src/db/institution-repository.server.ts';
import type { SessionRepository } from '#src/db/session-repository.server.ts';
import type { SignInThrottle } from '#src/db/sign-in-throttle.server.ts';
import type { InstitutionLogin } from './institution-login.ts';

/** What createApp needs for accounts, sessions and institutional access (AppOptions.accounts). */
export interface AccountsOptions {
  accounts: AccountRepository;
  institutions: InstitutionRepository;
  sessions: SessionRepository;
  /** Failed sign-ins per address and account, shared by every app server. */
  signInThrottle: SignInThrottle;
  /** LECTERN_SESSION_DAYS (default 14). */
  sessionDays?: number;
  /** Signs CSRF tokens; every app server needs the same one (start.ts derives it from the site secret). Default: random per process. */
  csrfKey?: Buffer;
  /** Institutional sign-in provider; default the built-in one (member credentials or access code). */
  institutionLogin?: InstitutionLogin;
}
