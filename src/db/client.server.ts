import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.server.ts';
import { superviseEmbedded, type DatabaseWatcher } from './embedded-supervisor.server.ts';
import { runMigrations } from './migrate.server.ts';
import { guardPool, poolConfig, type DatabaseTimeouts } from './pool-safety.server.ts';

export interface Database {
  pool: pg.Pool;
  /** The embedded database's supervisor tells when it went away and came back (absent with DATABASE_URL). */
  watch(watcher: DatabaseWatcher): void;
  /** Its connection URL now (a restarted embedded database may have moved to another port). */
  readonly url: string;
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
  /** Connect, statement and idle-in-transaction limits of the pool (the web server sets them; CLIs run without). */
  timeouts?: DatabaseTimeouts;
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/** Opens the configured database (starting or joining the embedded one) and runs migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  const embedded = options.databaseUrl ? undefined : await startEmbeddedPostgres(options.dataDir, log);
  const url = options.databaseUrl ?? embedded!.url;
  try {
    // Migrations run without the serving pool's statement timeout: a migration may take long.
    const migrationPool = new pg.Pool(poolConfig(url, 1));
    guardPool(migrationPool, () => {});
    try {
      const applied = await runMigrations(migrationPool);
      if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
    } finally {
      await migrationPool.end();
    }
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
  const pool = new pg.Pool(poolConfig(url, options.poolSize ?? 10, options.timeouts));
  guardPool(pool, (e: Error & { code?: string }) => {
    // 57P01: the server is shutting down (Ctrl-C reaches the embedded PostgreSQL too); expected.
    if (e.code !== '57P01') log(`database connection lost: ${e.message}`);
  });
  const supervisor = embedded?.owned ? superviseEmbedded(embedded, { dataDir: options.dataDir, log }) : undefined;
  // A restarted embedded database may listen on another port: new connections go there.
  let current = url;
  supervisor?.watch({
    down: () => {},
    up: (next) => {
      current = next;
      (pool as unknown as { options: pg.PoolConfig }).options.connectionString = next;
    },
  });
  let closed = false;
  return {
    pool,
    get url() {
      return current;
    },
    watch: (watcher) => supervisor?.watch(watcher),
    description: embedded ? `embedded PostgreSQL (${options.dataDir}/postgres)` : redactUrl(url),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
      await (supervisor ?? embedded)?.stop();
    },
  };
}
