import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '#src/db/embedded-postgres.server.ts';

/**
 * What a reader's browser sends: without a User-Agent a request is a robot on COUNTER's list, so
 * it would get the crawler's page (private, never in the page render cache, 001 §3), not the
 * anonymous reader's page these benches measure.
 */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A bounded load loop on loopback: `concurrency` keep-alive clients request `url` for
 * `seconds` (and at most `maxRequests`), then stop. Returns completed requests per second.
 */
export async function loadAgainst(
  url: string,
  options: { concurrency: number; seconds: number; maxRequests?: number; userAgent?: string },
): Promise<{ rps: number; requests: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const deadline = performance.now() + options.seconds * 1000;
  const maxRequests = options.maxRequests ?? 100_000;
  let requests = 0;
  let errors = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const headers = { 'accept-encoding': 'gzip', ...(options.userAgent ? { 'user-agent': options.userAgent } : {}) };
      const req = http.get(url, { agent, headers }, (res) => {
        if (res.statusCode !== 200) errors++;
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  const client = async () => {
    while (performance.now() < deadline && requests + errors < maxRequests) {
      await once();
      requests++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { rps: requests / elapsed, requests, errors };
}

/**
 * The overload figure (README "Operations"): the server as `npm start` runs it (one worker per
 * core) is sent `connections` (200) connections of the article-page mix for `seconds` (30) by
 * autocannon, on loopback only, and stops by itself. With load shedding as configured, then
 * (`unshed`) with it turned off (every request let in at once, the queue in the event loop).
 * Prints requests served (200) per second, the 503 share, p50/p99 of the 200s and of the
 * 503s, and served throughput with shedding against without: shedding should keep the
 * served rate near the unshed one while the 200s' p99 stays near a second and the excess gets
 * a fast 503.
 */
export async function overloadBench(
  print: (name: string, value: number | string) => void,
  options: { dataDir: string; connections?: number; seconds?: number; workers?: number; modes?: readonly OverloadMode[] },
): Promise<void> {
  const served: Partial<Record<OverloadMode, number>> = {};
  for (const mode of options.modes ?? OVERLOAD_MODES) {
    const prefix = mode === 'shed' ? 'overload' : 'overload_unshed';
    const result = await overloadRun(mode, options);
    served[mode] = result.servedPerSecond;
    print(`${prefix}_connections`, result.connections);
    print(`${prefix}_seconds`, result.seconds.toFixed(1));
    print(`${prefix}_200_per_s`, result.servedPerSecond.toFixed(1));
    print(`${prefix}_503_share`, result.shedShare.toFixed(3));
    print(`${prefix}_other_responses`, result.other);
    print(`${prefix}_200_p50_ms`, result.served.p50);
    print(`${prefix}_200_p99_ms`, result.served.p99);
    print(`${prefix}_200_max_ms`, result.served.max);
    print(`${prefix}_503_p50_ms`, result.shed.p50);
    print(`${prefix}_503_p99_ms`, result.shed.p99);
    print(`${prefix}_errors`, result.errors);
  }
  if (served.shed !== undefined && served.unshed) print('overload_served_vs_unshed', (served.shed / served.unshed).toFixed(3));
}

export const OVERLOAD_MODES = ['shed', 'unshed'] as const;

/**
 * Each overload run lasts 30 s from a cold start: the first seconds render every page of the mix
 * afresh (the render cache is empty), and 10 s runs measured mostly that start (200s' p99 1.0–1.3 s
 * against 0.7 s over 30 s on the same machine); `--seconds=10` still shows it.
 */
const OVERLOAD_SECONDS = 30;
export type OverloadMode = (typeof OVERLOAD_MODES)[number];

interface Percentiles {
  p50: number | string;
  p99: number | string;
  max: number | string;
}

function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: '-', p99: '-', max: '-' };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted[sorted.length - 1]!) };
}

async function overloadRun(mode: OverloadMode, options: { dataDir: string; connections?: number; seconds?: number; workers?: number }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Unshed: no request is ever refused or queued by the server (the event loop is the queue).
  const shedding = mode === 'unshed' ? { LECTERN_MAX_IN_FLIGHT: '100000', LECTERN_MAX_QUEUE: '0', LECTERN_MAX_EVENT_LOOP_LAG_MS: '0' } : {};
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LECTERN_DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...shedding,
      ...(options.workers ? { LECTERN_WORKERS: String(options.workers) } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/readyz`, 300_000);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const piis = [...sitemap.matchAll(/\/science\/article\/pii\/([A-Z0-9]+)</g)].map((m) => m[1]!).slice(0, 20);
    if (piis.length === 0) throw new Error('the sitemap lists no articles');
    // The article-page mix: each page, then the JSON its page asks for.
    const requests = piis.flatMap((pii) => [
      {
        method: 'GET' as const,
        path: `/science/article/pii/${pii}`,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip', 'user-agent': BROWSER_USER_AGENT },
      },
      {
        method: 'GET' as const,
        path: `/sdfe/arp/pii/${pii}/context`,
        headers: { accept: 'application/json', 'accept-encoding': 'gzip', 'user-agent': BROWSER_USER_AGENT },
      },
    ]);
    // Warm up: every worker started (the primary forks the others once the first listens), each page rendered once.
    await new Promise((r) => setTimeout(r, 3000));
    for (let round = 0; round < 2; round++)
      for (const r of requests) await (await fetch(base + r.path, { headers: r.headers })).arrayBuffer();
    const connections = options.connections ?? 200;
    const latencies = { served: [] as number[], shed: [] as number[] };
    let other = 0;
    const started = performance.now();
    // autocannon's instance is both the result's promise and an emitter of every response.
    const run = autocannon({
      url: base,
      connections,
      duration: options.seconds ?? OVERLOAD_SECONDS,
      requests,
      timeout: 30,
    }) as unknown as Promise<{
      errors: number;
      timeouts: number;
    }> & {
      on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
    };
    run.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode === 200) latencies.served.push(responseTime);
      else if (statusCode === 503) latencies.shed.push(responseTime);
      else other++;
    });
    const result = await run;
    const seconds = (performance.now() - started) / 1000;
    const answered = latencies.served.length + latencies.shed.length + other;
    return {
      connections,
      seconds,
      servedPerSecond: latencies.served.length / seconds,
      shedShare: latencies.shed.length / Math.max(answered, 1),
      other,
      served: percentiles(latencies.served),
      shed: percentiles(latencies.shed),
      errors: result.errors + result.timeouts,
    };
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
}

async function waitFor(url: string, limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    if ((await fetch(url).catch(() => undefined))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} not ready within ${limitMs} ms`);
}

// `npx tsx bench/load.ts [--seconds=30] [--connections=200] [--workers=N] [--only=shed|unshed]`: the overload figures alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const print = (name: string, value: number | string) => process.stdout.write(`${name}: ${value}\n`);
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const number = (name: string) => (arg(name) ? Number(arg(name)) : undefined);
  const only = arg('only') as OverloadMode | undefined;
  overloadBench(print, {
    dataDir: path.resolve('.cache/bench-overload'),
    ...(number('seconds') ? { seconds: number('seconds') } : {}),
    ...(number('connections') ? { connections: number('connections') } : {}),
    ...(number('workers') ? { workers: number('workers') } : {}),
    ...(only ? { modes: [only] } : {}),
  }).catch((e: unknown) => {
    process.stderr.write(`bench: ${(e as Error).stack ?? String(e)}\n`);
    process.exit(1);
  });
}
