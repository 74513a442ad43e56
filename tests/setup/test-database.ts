import pg from 'pg';

let url: string | undefined;
let copySamples: (() => Promise<void>) | undefined;

export function setTestDatabaseUrl(value: string): void {
  url = value;
}

export function setSamplesCopier(copier: (() => Promise<void>) | undefined): void {
  copySamples = copier;
}

/** The URL of this test file's own database. */
export function testDatabaseUrl(): string {
  if (!url) throw new Error('test database not ready: use it inside tests or hooks of the "db" project');
  return url;
}

/**
 * Makes this file's database a copy of one holding every sample, stored as
 * `ingestAll(pool, [SAMPLES_DIR])` stores them (made once per run): for files that read the
 * samples and test something other than their ingest. Call it before opening a pool.
 */
export async function useSamplesDatabase(): Promise<void> {
  if (!copySamples) throw new Error('test database not ready: use it inside hooks of the "db" project');
  await copySamples();
}

/** A pool on this test file's database; the caller ends it in afterAll. */
export function openTestPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 5 });
  // The file's database is dropped WITH (FORCE) after its tests; a client still closing then
  // gets 57P01 (terminating connection), which is expected and must not fail the run.
  pool.on('error', (e: Error & { code?: string }) => {
    if (e.code !== '57P01') throw e;
  });
  return pool;
}
