import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.server.ts';
import { superviseEmbedded, type DatabaseWatcher } from './embedded-supervisor.server.ts';
import { runMigrations } from './migrate.server.ts';
import { guardPool, poolConfig, type DatabaseTimeouts } from './pool-safety.server.ts';
import { createReadRouting, type ReadRouting } from './read-routing.server.ts';

export interface Database {
  pool: pg.Pool;
  /** For lag-tolerant reads: the replica's routing pool with DATABASE_READ_URL (ADR 010), else `pool` itself. */
  reads: pg.Pool;
  /** The replica's routing and status; absent without DATABASE_READ_URL. */
  replica?: ReadRouting;
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
  /** DATABASE_READ_URL: a streaming replica of databaseUrl (ADR 010). */
  readUrl?: string;
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
  const replica = options.readUrl ? openReplica(pool, options.readUrl, options, log) : undefined;
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
    reads: replica?.routing.reads ?? pool,
    ...(replica ? { replica: replica.routing } : {}),
    get url() {
      return current;
    },
    watch: (watcher) => supervisor?.watch(watcher),
    description: embedded ? `embedded PostgreSQL (${options.dataDir}/postgres)` : redactUrl(url),
    close: async () => {
      if (closed) return;
      closed = true;
      await replica?.close();
      await pool.end();
      await (supervisor ?? embedded)?.stop();
    },
  };
}

/** The replica's pools (connections named lectern-read and lectern-replica-watch in pg_stat_activity) and the routing over both databases. */
function openReplica(primary: pg.Pool, readUrl: string, options: DatabaseOptions, log: (message: string) => void) {
  const replicaPool = new pg.Pool({ ...poolConfig(readUrl, options.poolSize ?? 10, options.timeouts), application_name: 'lectern-read' });
  const watchPool = new pg.Pool({ ...poolConfig(readUrl, 1, options.timeouts), application_name: 'lectern-replica-watch' });
  for (const pool of [replicaPool, watchPool]) guardPool(pool, () => {});
  const routing = createReadRouting(primary, replicaPool, { log, watch: watchPool });
  return {
    routing,
    close: async () => {
      await routing.close();
      await Promise.all([replicaPool.end(), watchPool.end()]);
    },
  };
}
