import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '#src/db/embedded-postgres.server.ts';

/**
 * A bounded load loop on loopback: `concurrency` keep-alive clients request `url` for
 * `seconds` (and at most `maxRequests`), then stop. Returns completed requests per second.
 */
export async function loadAgainst(
  url: string,
  options: { concurrency: number; seconds: number; maxRequests?: number },
): Promise<{ rps: number; requests: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const deadline = performance.now() + options.seconds * 1000;
  const maxRequests = options.maxRequests ?? 100_000;
  let requests = 0;
  let errors = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
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
 * core, load shedding on) is sent 200 connections of the article-page mix for 10 s by
 * autocannon, on loopback only, and stops by itself. Prints p50/p99 latency and the share of
 * fast 503s: p99 stays near a second or the excess is shed, never a queue without bound.
 */
export async function overloadBench(
  print: (name: string, value: number | string) => void,
  options: { dataDir: string; connections?: number; seconds?: number; workers?: number },
): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LECTERN_DATA_DIR: options.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production',
      ...(options.workers ? { LECTERN_WORKERS: String(options.workers) } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/readyz`, 300_000);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const piis = [...sitemap.matchAll(/\/science\/article\/pii\/([A-Z0-9]+)</g)].map((m) => m[1]!).slice(0, 20);
    if (piis.length === 0) throw new Error('the sitemap lists no articles');
    // The article-page mix: each page, then the JSON its page asks for.
    const requests = piis.flatMap((pii) => [
      { method: 'GET' as const, path: `/science/article/pii/${pii}`, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } },
      { method: 'GET' as const, path: `/sdfe/arp/pii/${pii}/context`, headers: { accept: 'application/json', 'accept-encoding': 'gzip' } },
    ]);
    // Warm up: every worker started (the primary forks the others once the first listens), each page rendered once.
    await new Promise((r) => setTimeout(r, 5000));
    for (const r of requests) await (await fetch(base + r.path, { headers: r.headers })).arrayBuffer();
    const result = await autocannon({ url: base, connections: options.connections ?? 200, duration: options.seconds ?? 10, requests, timeout: 30 });
    const count = (code: string) => (result.statusCodeStats as Record<string, { count: number } | undefined>)[code]?.count ?? 0;
    const total = Object.values(result.statusCodeStats as Record<string, { count: number }>).reduce((n, s) => n + s.count, 0);
    print('overload_connections', options.connections ?? 200);
    print('overload_requests_per_s', result.requests.average.toFixed(1));
    print('overload_p50_ms', result.latency.p50);
    print('overload_p99_ms', result.latency.p99);
    print('overload_max_ms', result.latency.max);
    print('overload_200_share', (count('200') / Math.max(total, 1)).toFixed(3));
    print('overload_503_share', (count('503') / Math.max(total, 1)).toFixed(3));
    print('overload_errors', result.errors + result.timeouts);
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

// `npx tsx bench/load.ts`: the overload figure alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const print = (name: string, value: number | string) => process.stdout.write(`${name}: ${value}\n`);
  overloadBench(print, { dataDir: path.resolve('.cache/bench-overload') }).catch((e: unknown) => {
    process.stderr.write(`bench: ${(e as Error).stack ?? String(e)}\n`);
    process.exit(1);
  });
}
