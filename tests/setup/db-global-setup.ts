import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '#src/db/embedded-postgres.server.ts';
import { runMigrations } from '#src/db/migrate.server.ts';
import { buildIfNeeded } from './build-if-needed.ts';

/**
 * Database tests run on a real PostgreSQL: the embedded one (a cluster under .cache/) or,
 * when DATABASE_URL is set, that server. A migrated template database is made once; each
 * test file gets its own copy (tests/setup/db-worker-setup.ts).
 *
 * A second template holds every sample ingested, as `ingestAll(pool, [SAMPLES_DIR])` stores
 * them: the files that read the samples and test something other than their ingest copy it
 * (`useSamplesDatabase`) instead of each ingesting the samples again. The first file that asks
 * for it makes it (db-worker-setup.ts); it is dropped here at the end.
 */
export const TEMPLATE_DATABASE = `lectern_test_template_${process.pid}`;
export const SAMPLES_TEMPLATE_DATABASE = `lectern_test_samples_${process.pid}`;

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    samplesTemplateDatabase: string;
  }
}

export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  // The files run in parallel workers and several load the React Router build: it is made here,
  // once, before any of them starts (never by two workers at a time into the same folder).
  buildIfNeeded(path.resolve(import.meta.dirname, '../..'), (m) => process.stderr.write(`${m}\n`));
  const external = process.env.DATABASE_URL;
  // Each run gets its own throwaway cluster, so parallel runs never share or stop each other's.
  await fs.mkdir(path.resolve('.cache'), { recursive: true });
  const dataDir = external ? undefined : await fs.mkdtemp(path.resolve('.cache/test-pg-'));
  // mkdtemp makes the folder private; the embedded server runs as the postgres user when we are root.
  if (dataDir) await fs.chmod(dataDir, 0o755);
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir) : undefined;
  const adminUrl = external ?? embedded!.url;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const db of [TEMPLATE_DATABASE, SAMPLES_TEMPLATE_DATABASE]) await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: databaseUrlFor(adminUrl, TEMPLATE_DATABASE), max: 1 });
  await runMigrations(pool);
  await pool.end();
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  project.provide('samplesTemplateDatabase', SAMPLES_TEMPLATE_DATABASE);
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    for (const db of [TEMPLATE_DATABASE, SAMPLES_TEMPLATE_DATABASE]) await cleanup.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await cleanup.end();
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
