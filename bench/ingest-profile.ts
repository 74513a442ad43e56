/**
 * `npx tsx bench/ingest-profile.ts [--workers N] [--batch N] [--store-only] [paths…]` (default: the sample
 * XML files): where ingest time goes. Stores the files into a fresh embedded database and
 * prints wall time and CPU time — this process (all its threads) and PostgreSQL's backends —
 * per phase: storing, topics, recommendations. On a shared machine wall time follows the load;
 * CPU seconds per article do not, and `cpu_bound_articles_per_s_2_cores` is what two idle cores
 * would reach if the CPU work were the only limit.
 */
import { readFileSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance as nodePerformance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase } from '#src/db/client.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { refreshTopics } from '#src/db/topic-builder.server.ts';
import { refreshRecommendations } from '#src/db/recommendation-builder.server.ts';

const DATA_DIR = path.resolve('.cache/bench-ingest-profile');
const print = (name: string, value: number | string) => process.stdout.write(`${name}: ${value}\n`);
const TICKS = 100;

/** CPU seconds of the PostgreSQL processes serving `DATA_DIR` (Linux /proc). */
function postgresCpu(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const isOurs =
        cmd.includes('postgres') && (cmd.includes(DATA_DIR) || readFileSync(`/proc/${pid}/environ`, 'utf8').includes(DATA_DIR));
      if (!isOurs && !isChildOfOurPostgres(pid)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return ticks / TICKS;
}
let postmaster: string | undefined;
function isChildOfOurPostgres(pid: string): boolean {
  postmaster ??= readFileSync(path.join(DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0];
  if (pid === postmaster) return true;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return fields[1] === postmaster;
}
const nodeCpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};

async function phase<T>(name: string, articles: number, work: () => Promise<T>): Promise<T> {
  const [w0, n0, p0] = [performance.now(), nodeCpu(), postgresCpu()];
  const result = await work();
  const [wall, node, pg] = [(performance.now() - w0) / 1000, nodeCpu() - n0, postgresCpu() - p0];
  print(`${name}_wall_s`, wall.toFixed(2));
  print(`${name}_node_cpu_s`, node.toFixed(2));
  print(`${name}_postgres_cpu_s`, pg.toFixed(2));
  if (articles > 0) {
    print(`${name}_articles_per_s`, (articles / wall).toFixed(1));
    print(`${name}_cpu_ms_per_article`, ((1000 * (node + pg)) / articles).toFixed(1));
  }
  return result;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { workers: { type: 'string', default: '0' }, batch: { type: 'string' }, 'store-only': { type: 'boolean' } },
  });
  const inputs = positionals.length ? positionals : ['samples/elife', 'samples/plos', 'samples/elsevier'];
  await fs.rm(DATA_DIR, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: DATA_DIR, poolSize: 8 });
  try {
    const options = {
      maxBytes: 50 * 1024 * 1024,
      refreshTopics: false,
      refreshRecommendations: false,
      workers: Number(values.workers),
      batchSize: values.batch ? Number(values.batch) : undefined,
    };
    const [w0, n0, p0] = [performance.now(), nodeCpu(), postgresCpu()];
    const elu0 = nodePerformance.eventLoopUtilization();
    const summary = await ingestPaths(db.pool, inputs, options);
    // How busy the main thread was (with workers it only writes): near 1, it is the bottleneck.
    const mainBusy = nodePerformance.eventLoopUtilization(elu0).utilization;
    const [wall, node, pg] = [(performance.now() - w0) / 1000, nodeCpu() - n0, postgresCpu() - p0];
    const n = summary.ingested + summary.updated;
    print('store_articles', n);
    print('store_failed', summary.failed);
    print('store_wall_s', wall.toFixed(2));
    print('store_node_cpu_s', node.toFixed(2));
    print('store_postgres_cpu_s', pg.toFixed(2));
    print('store_articles_per_s', (n / wall).toFixed(1));
    print('store_cpu_ms_per_article', ((1000 * (node + pg)) / n).toFixed(1));
    print('cpu_bound_articles_per_s_2_cores', ((2 * n) / (node + pg)).toFixed(1));
    print('store_main_thread_busy', mainBusy.toFixed(2));
    if (values['store-only']) return;
    await phase('topics', n, () => refreshTopics(db.pool));
    await phase('recommendations', n, () => refreshRecommendations(db.pool));
  } finally {
    await db.close();
  }
}
await main();
