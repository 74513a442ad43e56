import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { databaseUrlFor } from './db-global-setup.ts';
import { setTestDatabaseUrl } from './test-database.ts';

/** Each test file gets a fresh database copied from the migrated template, dropped afterwards. */
const adminUrl = inject('adminDatabaseUrl');
const template = inject('templateDatabase');
const name = `lectern_test_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  setTestDatabaseUrl(databaseUrlFor(adminUrl, name));
});

afterAll(async () => {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});
