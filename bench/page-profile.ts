/**
 * `npx tsx bench/page-profile.ts [--runs N] [--articles median,elife06416,…] [--builds build,build-b]`:
 * what the article page's Total Blocking Time is made of. Lighthouse (mobile defaults, system
 * Chromium) on the median sample article and the largest ones; for each run it prints the scores,
 * the failing accessibility audits, and every main-thread task over 12 ms (what Lighthouse's 4×
 * CPU slowdown turns into blocking time) with its biggest parts by self time (Layout,
 * UpdateLayoutTree, ParseHTML, a script's FunctionCall…). With several builds (LECTERN_BUILD_DIR
 * folders of `npm run build`) each is served by its own app and the runs alternate between
 * them, so that a before/after comparison shares the machine's load. Measures only.
 */
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import lighthouse from 'lighthouse';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { openDatabase } from '#src/db/client.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { createApp } from '#src/server/app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { launchChromium, medianSampleArticle } from './lighthouse.ts';

const ROOT = process.cwd();
const DATA_DIR = path.join(ROOT, '.cache/profile-data');
const ARTICLES: Record<string, { doi?: string; pii?: string }> = {
  elife06416: { doi: '10.7554/eLife.06416' },
  pone0012262: { doi: '10.1371/journal.pone.0012262' },
  S0022000014000026: { pii: 'S0022000014000026' },
};
const LONG_TASK_US = 12_000;

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1]!;
};
const RUNS = Number(arg('--runs', '1'));
const NAMES = arg('--articles', 'median,elife06416,pone0012262,S0022000014000026').split(',');
const BUILDS = arg('--builds', 'build').split(',');
const SAVE_TRACES = process.argv.includes('--save-traces');
const STATIC = process.argv.includes('--static');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
}

/** The page's renderer main thread: the CrRendererMain whose ParseHTML read the page's URL. */
function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number } | null {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  return parse ? { pid: parse.pid, tid: parse.tid } : null;
}

/** Every top-level task over LONG_TASK_US, with its parts by self time. */
function longTasks(events: TraceEvent[], url: string): string[] {
  const thread = mainThread(events, url);
  if (!thread) return ['(main thread not found)'];
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const navigationStart = own.find((e) => e.name === 'ParseHTML')?.ts ?? own[0]?.ts ?? 0;
  const lines: string[] = [];
  for (let i = 0; i < own.length; i++) {
    const task = own[i]!;
    if (task.name !== 'RunTask' || task.dur! < LONG_TASK_US) continue;
    const end = task.ts + task.dur!;
    const self = new Map<string, number>();
    const stack: Array<{ e: TraceEvent; key: string; end: number }> = [];
    for (let j = i + 1; j < own.length && own[j]!.ts < end; j++) {
      const e = own[j]!;
      while (stack.length && stack[stack.length - 1]!.end <= e.ts) stack.pop();
      const url = e.args?.data?.url;
      const key = url ? `${e.name} ${url.replace(/^.*\//, '')}` : e.name;
      const parent = stack[stack.length - 1];
      if (parent) self.set(parent.key, (self.get(parent.key) ?? 0) - e.dur!);
      self.set(key, (self.get(key) ?? 0) + e.dur!);
      stack.push({ e, key, end: e.ts + e.dur! });
    }
    const parts = [...self.entries()]
      .filter(([, us]) => us > 1000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, us]) => `${k} ${(us / 1000).toFixed(0)}`)
      .join(', ');
    lines.push(`  task at ${((task.ts - navigationStart) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(0)} ms — ${parts}`);
  }
  return lines;
}

async function profile(url: string, label: string): Promise<void> {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('no result');
    const { lhr, artifacts } = result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a!.id);
    const breakdown = (
      (lhr.audits['mainthread-work-breakdown']?.details as { items?: Array<{ groupLabel: string; duration: number }> })?.items ?? []
    )
      .map((i) => `${i.groupLabel} ${i.duration.toFixed(0)}`)
      .join(', ');
    process.stdout.write(
      `${label}: performance ${score('performance')}, accessibility ${score('accessibility')}${failing.length ? ` (failing ${failing.join(' ')})` : ''}, FCP ${num('first-contentful-paint').toFixed(0)}, LCP ${num('largest-contentful-paint').toFixed(0)}, TBT ${num('total-blocking-time').toFixed(0)}, CLS ${num('cumulative-layout-shift').toFixed(3)}, load ${os.loadavg()[0]!.toFixed(2)}\n  main thread (simulated ms): ${breakdown}\n`,
    );
    const events = (artifacts.Trace as unknown as { traceEvents: TraceEvent[] }).traceEvents;
    process.stdout.write(`${longTasks(events, url).join('\n')}\n`);
    if (SAVE_TRACES) {
      const file = path.join(ROOT, '.cache', `trace-${label.replace(/[^\w]+/g, '_')}-${Date.now()}.json`);
      await fs.writeFile(file, JSON.stringify({ traceEvents: events }));
      process.stdout.write(`  trace: ${file}\n`);
    }
  } finally {
    await chrome.close();
  }
}

async function main() {
  const fresh = !existsSync(DATA_DIR);
  const db = await openDatabase({ dataDir: DATA_DIR, poolSize: 10 });
  try {
    const articles = createArticleRepository(db.pool);
    if (fresh) await ingestPaths(db.pool, ['samples'], { maxBytes: 50 * 1024 * 1024 });
    const piis = new Map<string, string>();
    for (const name of NAMES) {
      if (name === 'median') {
        const m = await medianSampleArticle(ROOT);
        piis.set(name, (m.doi ? await articles.findPiiByDoi(m.doi) : null) ?? m.pii);
      } else {
        const a = ARTICLES[name]!;
        piis.set(name, a.pii ?? (await articles.findPiiByDoi(a.doi!))!);
      }
    }
    const servers = [];
    for (const dir of BUILDS) {
      const build = (await import(pathToFileURL(path.resolve(ROOT, dir, 'server/index.js')).href)) as ServerBuild;
      const clientDir = path.resolve(ROOT, dir, 'client');
      const server = createApp({ ...fullAppOptions(db.pool, build), clientDir }).listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      servers.push({ dir, server, clientDir, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
    if (process.argv.includes('--serve')) {
      for (const s of servers)
        for (const [name, pii] of piis) process.stdout.write(`${name} [${path.basename(s.dir)}]: ${s.base}/science/article/pii/${pii}\n`);
      await new Promise(() => {});
    }
    for (let run = 1; run <= RUNS; run++) {
      for (const name of NAMES) {
        for (const s of servers) {
          let url = `${s.base}/science/article/pii/${piis.get(name)}`;
          if (STATIC) {
            const file = `profile-static-${name}.html`;
            await fs.writeFile(path.join(s.clientDir, file), await (await fetch(url)).text());
            url = `${s.base}/${file}`;
          }
          await profile(url, `${name} [${path.basename(s.dir)}] run ${run}`).catch((e: unknown) =>
            process.stdout.write(`${name} [${path.basename(s.dir)}]: ${(e as Error).message}\n`),
          );
        }
      }
    }
    for (const s of servers) await new Promise((r) => s.server.close(r));
  } finally {
    await db.close();
  }
}

void main();
