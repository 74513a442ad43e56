/**
 * What `npm run bench:scale` reads at each size point, over HTTP from the site as `npm start`
 * runs it (src/server/start.ts, production build) on the grown database: requests one at a
 * time, every response read to its end and checked for its status.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '#src/db/embedded-postgres.server.ts';

export interface Timings {
  p50: number;
  p95: number;
  n: number;
}

export function percentiles(values: number[]): Timings {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), n: sorted.length };
}

export interface Server {
  base: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, ms: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${ms} ms`);
}

/** The server `npm start` runs (one worker per core) on `databaseUrl`. */
export async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LECTERN_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/readyz`, 600_000, child);
  // The primary forks the other workers once the first listens.
  await new Promise((r) => setTimeout(r, 2000));
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One GET read to its end: milliseconds, or an error naming the status. */
export async function timedGet(url: string, accept = 'text/html'): Promise<{ ms: number; body: string }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { accept, 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(120_000) });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return { ms, body };
}

export async function timeAll(urls: string[], accept?: string): Promise<Timings> {
  const times: number[] = [];
  for (const url of urls) times.push((await timedGet(url, accept)).ms);
  return percentiles(times);
}

/** Common terms of the corpus's fields (biology, medicine, physics, mathematics) for search. */
export const COMMON_QUERIES = [
  'cell',
  'protein',
  'gene expression',
  'cancer',
  'brain',
  'mouse',
  'evolution',
  'neurons',
  'temperature',
  'RNA',
  'infection',
  'model',
  'climate',
  'structure',
  'signaling pathway',
  'mutation',
  'development',
  'receptor',
  'population',
  'theorem',
];

export interface SitemapResult {
  ms: number;
  files: number;
  urls: number;
  maxUrlsPerFile: number;
  index: boolean;
}

/** /sitemap.xml and every file an index lists: the time a crawler takes to read it all. */
export async function readSitemap(base: string): Promise<SitemapResult> {
  const t0 = performance.now();
  const root = (await timedGet(`${base}/sitemap.xml`, 'application/xml')).body;
  const index = root.includes('<sitemapindex');
  const locs = index ? [...root.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname) : [];
  let urls = 0;
  let maxUrlsPerFile = 0;
  const count = (xml: string) => (xml.match(/<url>/g) ?? []).length;
  if (!index) {
    urls = count(root);
    maxUrlsPerFile = urls;
  }
  for (const loc of locs) {
    const n = count((await timedGet(base + loc, 'application/xml')).body);
    urls += n;
    maxUrlsPerFile = Math.max(maxUrlsPerFile, n);
  }
  return { ms: performance.now() - t0, files: index ? locs.length : 1, urls, maxUrlsPerFile, index };
}

/** OAI-PMH ListRecords: the first page, then the page its resumption token names. */
export async function oaiPages(base: string): Promise<{ firstMs: number; nextMs: number }> {
  const first = await timedGet(`${base}/oai?verb=ListRecords&metadataPrefix=oai_dc`, 'text/xml');
  const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(first.body)?.[1];
  if (!token) throw new Error('the first ListRecords page has no resumption token');
  const next = await timedGet(
    `${base}/oai?verb=ListRecords&resumptionToken=${encodeURIComponent(token.replace(/&amp;/g, '&'))}`,
    'text/xml',
  );
  return { firstMs: first.ms, nextMs: next.ms };
}
