import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createBrowseRepository } from '#src/db/browse-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { createSessionRepository } from '#src/db/session-repository.server.ts';
import { createSignInThrottle } from '#src/db/sign-in-throttle.server.ts';
import type { AccountsOptions } from '#src/server/access/accounts-options.ts';
import { ALL_CONTENT_OPEN, createApp, type AppOptions } from '#src/server/app.ts';
import { buildIfNeeded, serverBuildPath } from '#tests/setup/build-if-needed.ts';
import { listen, type RunningApp } from './test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The React Router server build (built first when missing or stale; LECTERN_BUILD_DIR picks the folder). */
export async function loadServerBuild(): Promise<ServerBuild> {
  buildIfNeeded(ROOT, () => {});
  return (await import(pathToFileURL(serverBuildPath(ROOT)).href)) as ServerBuild;
}

export function accountsOn(pool: pg.Pool): AccountsOptions {
  return {
    accounts: createAccountRepository(pool),
    institutions: createInstitutionRepository(pool),
    sessions: createSessionRepository(pool),
    signInThrottle: createSignInThrottle(pool),
    csrfKey: Buffer.alloc(32, 7),
  };
}

/** The site with its pages and accounts on the test database, listening on loopback. */
export async function listenWithAccounts(pool: pg.Pool, build: ServerBuild, extra: Partial<AppOptions> = {}): Promise<RunningApp> {
  return listen(
    createApp({
      articles: createArticleRepository(pool),
      browse: createBrowseRepository(pool),
      log: pino({ level: 'silent' }),
      build,
      accounts: accountsOn(pool),
      access: ALL_CONTENT_OPEN,
      ...extra,
    }),
  );
}
