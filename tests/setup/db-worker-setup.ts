import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { databaseUrlFor } from './db-global-setup.ts';
import { SAMPLES_DIR } from './samples.ts';
import { setSamplesCopier, setTestDatabaseUrl } from './test-database.ts';

/** Each test file gets a fresh database copied from the migrated template, dropped afterwards. */
const adminUrl = inject('adminDatabaseUrl');
const template = inject('templateDatabase');
const samplesTemplate = inject('samplesTemplateDatabase');
const name = `lectern_test_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
/** Held (in the admin database) while the samples template is looked for and, the first time, made. */
const SAMPLES_TEMPLATE_LOCK = 7_310_001;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The migrated template with every sample ingested, made by the first file that asks (others wait on the lock). */
async function ensureSamplesTemplate(c: pg.Client): Promise<void> {
  const made = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [samplesTemplate]);
  if (made.rowCount !== 0) return;
  await c.query(`CREATE DATABASE ${samplesTemplate} TEMPLATE ${template}`);
  const pool = new pg.Pool({ connectionString: databaseUrlFor(adminUrl, samplesTemplate), max: 5 });
  try {
    const summary = await ingestPaths(pool, [SAMPLES_DIR], { maxBytes: 20 * 1024 * 1024 });
    if (summary.failures.length > 0) throw new Error(`samples that did not ingest: ${summary.failures.join('; ')}`);
  } catch (e) {
    await pool.end();
    await c.query(`DROP DATABASE IF EXISTS ${samplesTemplate} WITH (FORCE)`);
    throw new Error(`the samples template database could not be made: ${(e as Error).message}`, { cause: e });
  }
  await pool.end();
}

beforeAll(async () => {
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  setTestDatabaseUrl(databaseUrlFor(adminUrl, name));
  setSamplesCopier(() =>
    admin(async (c) => {
      await c.query('SELECT pg_advisory_lock($1)', [SAMPLES_TEMPLATE_LOCK]);
      try {
        await ensureSamplesTemplate(c);
      } finally {
        await c.query('SELECT pg_advisory_unlock($1)', [SAMPLES_TEMPLATE_LOCK]);
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${name} TEMPLATE ${samplesTemplate}`);
    }),
  );
});

afterAll(async () => {
  setSamplesCopier(undefined);
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});
