import { createHmac } from 'node:crypto';
import type pg from 'pg';
import { z } from 'zod';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { createSessionRepository } from '#src/db/session-repository.server.ts';
import { createSignInThrottle } from '#src/db/sign-in-throttle.server.ts';
import type { AccountsOptions } from './accounts-options.ts';

const accountsEnv = z.object({
  LECTERN_SESSION_DAYS: z.coerce.number().int('LECTERN_SESSION_DAYS must be a whole number of days').min(1).max(365).default(14),
  LECTERN_TRUST_PROXY: z.string().optional(),
});

/**
 * Accounts for `npm start`: repositories on the pool, the settings from the environment (fails
 * loudly on bad values), CSRF tokens signed with a key derived from the site secret (the same
 * on every app server that shares LECTERN_SECRET).
 */
export function accountsFromEnv(
  pool: pg.Pool,
  siteSecret: string,
  env: Readonly<Record<string, unknown>>,
): { accounts: AccountsOptions; trustProxy: string | undefined } {
  const parsed = accountsEnv.safeParse({
    LECTERN_SESSION_DAYS: env.LECTERN_SESSION_DAYS || undefined,
    LECTERN_TRUST_PROXY: env.LECTERN_TRUST_PROXY || undefined,
  });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  const { LECTERN_SESSION_DAYS, LECTERN_TRUST_PROXY } = parsed.data;
  return {
    accounts: {
      accounts: createAccountRepository(pool),
      institutions: createInstitutionRepository(pool),
      sessions: createSessionRepository(pool),
      signInThrottle: createSignInThrottle(pool),
      sessionDays: LECTERN_SESSION_DAYS,
      csrfKey: createHmac('sha256', siteSecret).update('lectern csrf tokens').digest(),
    },
    trustProxy: LECTERN_TRUST_PROXY,
  };
}
