import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#src/db/embedded-postgres.server.ts';
import { runMigrations } from '#src/db/migrate.server.ts';
import { createApp, type AppOptions } from '#src/server/app.ts';
import { clientBuildDir } from '#tests/setup/build-if-needed.ts';
import { loadServerBuild } from '../../setup/account-app.ts';
import { fullAppOptions } from '../../setup/full-app.ts';
import { listen, type RunningApp } from '../../setup/test-app.ts';

/**
 * The e2e server's PostgreSQL (playwright.config.ts keeps it in `.cache/e2e-data-{port}`), for
 * tests that set data of their own, and a second Lectern app on the same build for tests that
 * need a configuration of their own (another database, other site settings).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Joins the e2e server's running embedded cluster (its `lectern` database). */
export function e2eCluster(): Promise<EmbeddedDatabase> {
  return startEmbeddedPostgres(`.cache/e2e-data-${E2E_PORT}`);
}

/** Runs `work` with a client connected to the e2e site's database, ended afterwards. */
export async function withE2eDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: (await e2eCluster()).url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type SecondSite = RunningApp;

/** Every part of the site as `npm start` wires it, on `pool`, with its client assets, listening on a free loopback port. */
export async function listenSecondSite(pool: pg.Pool, extra: Partial<AppOptions> = {}): Promise<SecondSite> {
  return listen(createApp({ ...fullAppOptions(pool, await loadServerBuild()), clientDir: clientBuildDir(ROOT), ...extra }));
}

/** A pool on the e2e site's database; the caller ends it. */
export async function e2ePool(max = 2): Promise<pg.Pool> {
  return new pg.Pool({ connectionString: (await e2eCluster()).url, max });
}

export interface OwnDatabase {
  pool: pg.Pool;
  /** Ends the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * A migrated database of its own in the e2e cluster (made afresh), for suites that serve their
 * own fixtures through a second site; `drop()` removes it afterwards.
 */
export async function ownDatabase(name: string): Promise<OwnDatabase> {
  const cluster = await e2eCluster();
  const admin = new pg.Pool({ connectionString: cluster.url, max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  // drop() removes the database WITH (FORCE): a client of the second site still closing then
  // hears 57P01 (terminating connection), which is the drop itself, not a failure.
  pool.on('error', (e: Error & { code?: string }) => {
    if (e.code !== '57P01') throw e;
  });
  await runMigrations(pool);
  return {
    pool,
    drop: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
