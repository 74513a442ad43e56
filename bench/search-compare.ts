/**
 * `npx tsx bench/search-compare.ts --url postgresql://… --before ../other-worktree [--rounds 5]`:
 * the search page of two checkouts on one database, measured alternately in the same minutes
 * (the machine is shared: a before run and an after run minutes apart say more about the load).
 * Each checkout's site runs as `npm start` runs it (its own build and sources, one worker per
 * core, as bench:scale starts it); the query set is bench:scale's (20 common terms, 20 known-item
 * titles: here the titles of the first articles by md5 of their PII). Every query is requested
 * from the one site then the other, the order swapped every round. Prints p50/p95 of each with
 * the load average before and after, and the page's bytes. Measures, never asserts.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { COMMON_QUERIES, percentiles, startServer, timedGet } from './scale/measure.ts';

const KNOWN_ITEMS = 20;
const WARM_UP = ['warm', 'zebrafish', 'ribosome', 'virus', 'acid', '%22cell%20death%22'];

/** Runs `work` with the working directory set to `dir` (startServer spawns the site from it). */
async function inDir<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const here = process.cwd();
  process.chdir(dir);
  try {
    return await work();
  } finally {
    process.chdir(here);
  }
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      url: { type: 'string' },
      before: { type: 'string' },
      after: { type: 'string', default: process.cwd() },
      rounds: { type: 'string', default: '5' },
    },
  });
  if (!values.url || !values.before) throw new Error('--url postgresql://… --before <checkout with a build>');
  const rounds = Number(values.rounds);
  const pool = new pg.Pool({ connectionString: values.url, max: 1 });
  const titles = (
    await pool.query<{ title: string }>(`SELECT title FROM articles WHERE length(title) > 20 ORDER BY md5(pii) LIMIT ${KNOWN_ITEMS}`)
  ).rows.map((r) => r.title.slice(0, 250));
  const articles = (await pool.query<{ n: string }>('SELECT count(*) AS n FROM articles')).rows[0]!.n;
  await pool.end();
  const queries = [...COMMON_QUERIES, ...titles].map((q) => `/search?qs=${encodeURIComponent(q)}`);
  const checkouts = { before: path.resolve(values.before), after: path.resolve(values.after) };
  const sites = {
    before: await inDir(checkouts.before, () => startServer(values.url!, path.join(os.tmpdir(), 'search-compare-before'))),
    after: await inDir(checkouts.after, () => startServer(values.url!, path.join(os.tmpdir(), 'search-compare-after'))),
  };
  const times = { before: [] as number[], after: [] as number[] };
  const bytes = { before: 0, after: 0 };
  const load = [os.loadavg()[0]!];
  const started = new Date();
  try {
    // Each worker of each site: its first requests compile and connect.
    for (let i = 0; i < 3 * os.availableParallelism(); i++)
      for (const site of Object.values(sites)) await timedGet(`${site.base}/search?qs=${WARM_UP[i % WARM_UP.length]}`);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const q of queries) {
        for (const which of order) {
          const r = await timedGet(sites[which].base + q);
          times[which].push(r.ms);
          bytes[which] += Buffer.byteLength(r.body);
        }
      }
    }
  } finally {
    await sites.before.stop();
    await sites.after.stop();
  }
  load.push(os.loadavg()[0]!);
  const n = rounds * queries.length;
  process.stdout.write(
    `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${articles} articles · ${queries.length} queries × ${rounds} rounds, alternating · load average (1 min) ${load.map((l) => l.toFixed(1)).join(' → ')} · ${os.availableParallelism()} cores\n`,
  );
  for (const which of ['before', 'after'] as const) {
    const t = percentiles(times[which]);
    process.stdout.write(
      `${which.padEnd(6)} ${checkouts[which]}: search p50 ${t.p50.toFixed(0)} ms, p95 ${t.p95.toFixed(0)} ms, ${(bytes[which] / n / 1024).toFixed(1)} KB of HTML\n`,
    );
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`search-compare: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
