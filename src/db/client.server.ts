import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.server.ts';
import { runMigrations } from './migrate.server.ts';

export interface Database {
  pool: pg.Pool;
  /** Where the data lives, for log lines (password removed). */
  description: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** External PostgreSQL; when absent the embedded one under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  log?: (message: string) => void;
  poolSize?: number;
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/** Opens the configured database (starting or joining the embedded one) and runs migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  const embedded = options.databaseUrl ? undefined : await startEmbeddedPostgres(options.dataDir, log);
  const url = options.databaseUrl ?? embedded!.url;
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', (e: Error & { code?: string }) => {
    // 57P01: the server is shutting down (Ctrl-C reaches the embedded PostgreSQL too); expected.
    if (e.code !== '57P01') log(`database pool error: ${e.message}`);
  });
  try {
    const applied = await runMigrations(pool);
    if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
  } catch (e) {
    await pool.end();
    await embedded?.stop();
    throw e;
  }
  let closed = false;
  return {
    pool,
    description: embedded ? `embedded PostgreSQL (${options.dataDir}/postgres)` : redactUrl(url),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
      await embedded?.stop();
    },
  };
}
