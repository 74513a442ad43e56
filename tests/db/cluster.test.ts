import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#src/db/embedded-postgres.server.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { testDatabaseUrl } from '#tests/setup/test-database.ts';

/**
 * One worker per LECTERN_WORKERS (README "Operations"): `src/server/start.ts` as `npm start`
 * runs it, on this file's database; its worker processes are the primary's children (read
 * from /proc, Linux). A worker killed is replaced and the site keeps answering.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The primary's worker processes (tsx also starts an esbuild service process beside them). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) !== pid || state === 'Z') continue;
      if (
        readFileSync(`/proc/${entry}/cmdline`, 'utf8')
          .split('\0')
          .some((arg) => arg.endsWith('src/server/start.ts'))
      )
        children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children.sort((a, b) => a - b);
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, limitMs = 90_000): Promise<T> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`${what}: not within ${limitMs} ms`);
}

describe('cluster', () => {
  let primary: ChildProcess;
  let base: string;
  const messages: string[] = [];

  beforeAll(async () => {
    await loadServerBuild();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: testDatabaseUrl(),
        LECTERN_WORKERS: '2',
        LECTERN_SEED_SAMPLES: '0',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    primary.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      for (const line of lines) messages.push(line.startsWith('{') ? ((JSON.parse(line) as { msg?: string }).msg ?? line) : line);
    });
    await until('the workers serving', () => messages.find((m) => m === '2 workers serving'), 110_000);
  }, 120_000);
  afterAll(async () => {
    if (primary.exitCode === null) {
      const exited = new Promise((r) => primary.once('exit', r));
      primary.kill('SIGTERM');
      await exited;
    }
  });

  const healthy = async () => (await fetch(`${base}/healthz`).catch(() => undefined))?.status === 200;

  it('starts LECTERN_WORKERS workers; a killed worker is replaced; SIGTERM stops them all', async () => {
    const workers = await until('two workers', () => {
      const c = childrenOf(primary.pid!);
      return c.length === 2 ? c : undefined;
    });
    expect(await healthy()).toBe(true);
    const ready = await fetch(`${base}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);

    const [killed, survivor] = workers as [number, number];
    process.kill(killed, 'SIGKILL');
    await until('the death noticed', () => messages.find((m) => m.startsWith(`worker ${killed} ended (SIGKILL)`)));
    const replaced = await until('a replacement worker', () => {
      const c = childrenOf(primary.pid!);
      return c.length === 2 && !c.includes(killed) ? c : undefined;
    });
    expect(replaced).toContain(survivor);
    // While the replacement starts (forked; it takes a second or more to listen), /metrics still
    // answers: the sum of the workers that serve (it used to wait for the new one, then fail).
    const during = await fetch(`${base}/metrics`);
    expect(during.status).toBe(200);
    expect(await during.text()).toContain('lectern_ingest_articles_total');
    await until('the replacement listening', () => messages.filter((m) => m.startsWith('Lectern is serving on')).length === 3 || undefined);
    expect(primary.exitCode).toBeNull();
    // Both workers answer: a request on each of a few fresh connections.
    for (let i = 0; i < 4; i++) expect((await fetch(`${base}/healthz`, { headers: { Connection: 'close' } })).status).toBe(200);

    const exited = new Promise<number | null>((r) => primary.once('exit', (code) => r(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(messages).toContain('stopped');
    expect(replaced.filter(existsProcess)).toEqual([]);
  }, 120_000);
});

function existsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
