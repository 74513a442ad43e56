import pg from 'pg';

let url: string | undefined;

export function setTestDatabaseUrl(value: string): void {
  url = value;
}

/** The URL of this test file's own database. */
export function testDatabaseUrl(): string {
  if (!url) throw new Error('test database not ready: use it inside tests or hooks of the "db" project');
  return url;
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
