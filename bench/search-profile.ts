/**
 * `npx tsx bench/search-profile.ts --url postgresql://… [--rounds 5] [--cpu-prof]`: where a search
 * page's time goes, on a database bench:scale kept (`npm run bench:scale -- --articles 10000 --keep`).
 * The query set is bench:scale's (its 20 common terms and 20 known-item titles, here the titles of
 * the first articles by md5 of their PII, so every run reads the same ones). Prints, per query set:
 * - `searchArticles` and `searchOptions` called directly (the database's part);
 * - the page over HTTP from the site as `npm start` runs it with one worker (LECTERN_WORKERS=1),
 *   with and without gzip, and the HTML's size;
 * - with --cpu-prof, the worker's CPU profile summed by where its time is spent (self time by
 *   package or source folder), per request. Measures, never asserts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '#src/db/embedded-postgres.server.ts';
import { searchArticles, searchOptions } from '#src/db/search-repository.server.ts';
import { parseSearchParams } from '#src/shared/search/search-query.ts';
import { COMMON_QUERIES, percentiles } from './scale/measure.ts';

const ROOT = process.cwd();
const KNOWN_ITEMS = 20;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Microseconds of the monotonic clock, which V8's profile timestamps share across processes (Linux). */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Where a frame's code lives: a package, a folder of ours, or V8's own (GC, idle, program). */
export function category(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) {
    const name = pkg[1]!;
    if (name === 'react-router' && /turbo|encode|flatten|stringify/i.test(functionName)) return 'react-router (turbo-stream)';
    return name;
  }
  if (url.includes('/build/server/')) return 'ssr bundle (our routes and components)';
  const src = /\/src\/([^/]+(?:\/[^/]+)?)\//.exec(url);
  if (src) return `src/${src[1]}`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return path.basename(url);
}

const TURBO_STREAM = new Set(['flatten', 'stringify', 'encode']);

/** The part of a request a sample belongs to, from its whole stack (leaf first). */
export function phase(stack: ReadonlyArray<ProfileNode['callFrame']>): string {
  const leaf = stack[0]!;
  if (leaf.functionName.startsWith('(') && !leaf.url) return leaf.functionName;
  const any = (test: (f: ProfileNode['callFrame']) => boolean) => stack.some(test);
  if (any((f) => f.url.includes('/react-router/') && TURBO_STREAM.has(f.functionName))) return 'turbo-stream (loader data into the page)';
  if (any((f) => f.url === 'node:zlib' || f.url.includes('/compression/'))) return 'gzip (compression middleware)';
  if (leaf.functionName === 'writev' || leaf.functionName === 'writeBuffer' || any((f) => f.url === 'node:net')) return 'socket writes';
  if (any((f) => /\/(pg|pg-protocol|pg-pool)\//.test(f.url))) return 'pg client';
  if (any((f) => f.url.includes('react-dom-server'))) return 'React render (react-dom/server)';
  if (any((f) => f.functionName === 'loader' && f.url.includes('/build/server/'))) return 'loaders';
  if (any((f) => f.url.includes('/react-router/') || f.url.includes('/@react-router/'))) return 'React Router (routing, handler)';
  if (any((f) => /\/(express|router|helmet|pino|pino-http|body-parser|finalhandler|send)\//.test(f.url) || f.url.includes('/src/server/')))
    return 'express and middleware';
  return `other: ${category(leaf.url, leaf.functionName)}`;
}

/**
 * Self time per request by category and by phase, of the samples taken within `window` (the
 * measured requests).
 */
function summarise(
  profile: Profile,
  requests: number,
  window: [number, number],
): { self: Array<[string, number]>; phases: Array<[string, number]> } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const phases = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, ms: number) => m.set(k, (m.get(k) ?? 0) + ms);
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < window[0] || at > window[1]) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    add(self, category(node.callFrame.url, node.callFrame.functionName), ms);
    const stack: Array<ProfileNode['callFrame']> = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(byId.get(n)!.callFrame);
    add(phases, phase(stack), ms);
  });
  const perRequest = (m: Map<string, number>) =>
    [...m.entries()].map(([k, ms]) => [k, ms / requests] as [string, number]).sort((a, b) => b[1] - a[1]);
  return { self: perRequest(self), phases: perRequest(phases) };
}

async function startSite(databaseUrl: string, cpuProfDir: string | null): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : []), '--import', 'tsx', 'src/server/start.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LECTERN_DATA_DIR: path.join(ROOT, '.cache/search-profile-data'),
        LECTERN_WORKERS: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function get(url: string, gzip: boolean): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': gzip ? 'gzip' : 'identity' } });
  const body = await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return { ms, bytes: body.byteLength };
}

const fmt = (t: { p50: number; p95: number }) => `p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`;

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      url: { type: 'string' },
      rounds: { type: 'string', default: '5' },
      'cpu-prof': { type: 'boolean', default: false },
      'http-only': { type: 'boolean', default: false },
    },
  });
  if (!values.url) throw new Error('--url postgresql://… (a database bench:scale kept)');
  const rounds = Number(values.rounds);
  const pool = new pg.Pool({ connectionString: values.url, max: 4 });
  const titles = (
    await pool.query<{ title: string }>(`SELECT title FROM articles WHERE length(title) > 20 ORDER BY md5(pii) LIMIT ${KNOWN_ITEMS}`)
  ).rows.map((r) => r.title.slice(0, 250));
  const queries = [...COMMON_QUERIES, ...titles];
  process.stdout.write(
    `${new Date().toISOString()} · load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} · ${queries.length} queries × ${rounds} rounds\n`,
  );

  if (!values['http-only']) {
    const requests = queries.map((q) => {
      const parsed = parseSearchParams(new URLSearchParams({ qs: q }));
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.request;
    });
    for (const r of requests) await searchArticles(pool, r);
    const db: number[] = [];
    const options: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const r of requests) {
        const t0 = performance.now();
        await searchArticles(pool, r);
        db.push(performance.now() - t0);
      }
      const t0 = performance.now();
      await searchOptions(pool);
      options.push(performance.now() - t0);
    }
    process.stdout.write(`searchArticles (database only): ${fmt(percentiles(db))}\n`);
    process.stdout.write(`searchOptions (uncached): ${fmt(percentiles(options))}\n`);
  }
  await pool.end();

  const profDir = values['cpu-prof'] ? await fs.mkdtemp(path.join(os.tmpdir(), 'search-prof-')) : null;
  const site = await startSite(values.url, profDir);
  let measured = 0;
  const window: [number, number] = [0, 0];
  try {
    const urls = queries.map((q) => `${site.base}/search?qs=${encodeURIComponent(q)}`);
    for (const u of urls) await get(u, true);
    const gz: number[] = [];
    const plain: number[] = [];
    let gzBytes = 0;
    let plainBytes = 0;
    window[0] = nowMicros();
    for (let round = 0; round < rounds; round++) {
      for (const u of urls) {
        const a = await get(u, true);
        const b = await get(u, false);
        gz.push(a.ms);
        plain.push(b.ms);
        gzBytes += a.bytes;
        plainBytes += b.bytes;
        measured += 2;
      }
    }
    window[1] = nowMicros();
    const n = rounds * urls.length;
    process.stdout.write(`HTTP, gzip: ${fmt(percentiles(gz))} · ${(gzBytes / n / 1024).toFixed(1)} KB\n`);
    process.stdout.write(`HTTP, identity: ${fmt(percentiles(plain))} · ${(plainBytes / n / 1024).toFixed(1)} KB\n`);
  } finally {
    await site.stop();
  }
  if (profDir) {
    const file = (await fs.readdir(profDir)).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('no CPU profile written');
    const profile = JSON.parse(await fs.readFile(path.join(profDir, file), 'utf8')) as Profile;
    process.stdout.write(`CPU profile ${path.join(profDir, file)}: self time per request (${measured} measured requests)\n`);
    const { self, phases } = summarise(profile, measured, window);
    process.stdout.write(`  by part of the request (from each sample's whole stack):\n`);
    for (const [k, ms] of phases.slice(0, 20)) process.stdout.write(`  ${ms.toFixed(2).padStart(7)} ms  ${k}\n`);
    process.stdout.write('  by the code that ran (self time):\n');
    for (const [k, ms] of self.slice(0, 20)) process.stdout.write(`  ${ms.toFixed(2).padStart(7)} ms  ${k}\n`);
  }
  process.stdout.write(
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`search-profile: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
