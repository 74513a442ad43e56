/**
 * Lighthouse in `npm run bench` (README "Tests"): Lighthouse with its defaults
 * (mobile form factor and simulated throttling) against the article page of the median-size
 * sample article (and of the largest ones, bench/run.ts), in the system Chromium (CHROME_PATH,
 * default /usr/bin/chromium, headless), three times (a fresh browser each): prints each run, then the medians of performance,
 * accessibility, TBT, LCP, CLS and JavaScript bytes, and a `BUG:` line when the median
 * performance of our page is below 90 or the accessibility of it or of its static copy below 100. Measures only; `npm test` never runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { readArticleBuffer } from '#src/ingest/read-article.server.ts';
import { HEADLESS_CHROMIUM_ARGS } from '#src/shared/site/chromium-args.ts';

const PERFORMANCE_BUG_BELOW = 90;
const ACCESSIBILITY_BUG_BELOW = 100;

type Print = (name: string, value: number | string) => void;

const SAMPLE_DIRS = ['samples/elife', 'samples/plos', 'samples/elsevier'];
const ARTICLE_FILE = /\.(?:xml|norm-xml)$/;

/** The sample article file of median size (by bytes), and its DOI. */
export async function medianSampleArticle(root: string): Promise<{ file: string; bytes: number; doi: string | undefined; pii: string }> {
  const files: { file: string; bytes: number }[] = [];
  for (const dir of SAMPLE_DIRS) {
    for (const name of await fs.readdir(path.join(root, dir))) {
      if (!ARTICLE_FILE.test(name)) continue;
      const file = path.join(root, dir, name);
      files.push({ file, bytes: statSync(file).size });
    }
  }
  files.sort((a, b) => a.bytes - b.bytes || a.file.localeCompare(b.file));
  const median = files[Math.floor((files.length - 1) / 2)];
  if (!median) throw new Error('no sample articles');
  const { model } = readArticleBuffer(median.file, readFileSync(median.file));
  return { ...median, doi: model.doi, pii: model.pii };
}

async function waitForFile(file: string, ms: number): Promise<string> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fs.readFile(file, 'utf8');
    } catch {
      if (Date.now() > until) throw new Error(`Chromium did not start (no ${file})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Headless system Chromium with a DevTools port, without background networking (also bench/page-profile.ts). */
export async function launchChromium(): Promise<{ port: number; process: ChildProcess; close(): Promise<void> }> {
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-lighthouse-'));
  const chrome = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      ...HEADLESS_CHROMIUM_ARGS,
      '--disable-dev-shm-usage',
      '--disable-background-timer-throttling',
      '--disable-default-apps',
      '--disable-extensions',
      '--metrics-recording-only',
      '--mute-audio',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const active = await waitForFile(path.join(userDataDir, 'DevToolsActivePort'), 30_000);
  const port = Number(active.split('\n')[0]);
  return {
    port,
    process: chrome,
    async close() {
      if (chrome.exitCode === null) {
        const exited = new Promise((r) => chrome.once('exit', r));
        chrome.kill('SIGTERM');
        await exited;
      }
      await fs.rm(userDataDir, { recursive: true, force: true });
    },
  };
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/** One Lighthouse run's measurements (mobile defaults, simulated throttling). */
interface LighthouseSample {
  performance: number;
  accessibility: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  jsTransferBytes: number;
  jsResourceBytes: number;
  formFactor: string;
  /** Binary accessibility audits that failed. */
  failingAccessibility: string[];
}

/** Runs of Lighthouse per bench: the machine is shared, so one run is noise; the median of three is the result. */
const LIGHTHOUSE_RUNS = 3;

/** One Lighthouse run against `url` in a fresh headless Chromium. */
async function lighthouseRun(url: string): Promise<LighthouseSample> {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
      (i) => i.resourceType === 'Script',
    );
    const failingAccessibility = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a!.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      tbtMs: numeric('total-blocking-time'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      jsTransferBytes: items.reduce((n, i) => n + (i.transferSize ?? 0), 0),
      jsResourceBytes: items.reduce((n, i) => n + (i.resourceSize ?? 0), 0),
      formFactor: lhr.configSettings.formFactor,
      failingAccessibility,
    };
  } finally {
    await chrome.close();
  }
}

/** The median of a list of numbers (the lower middle one for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/**
 * Runs Lighthouse LIGHTHOUSE_RUNS times against `url`, prints each run's scores and the
 * per-metric medians, and a `BUG:` line only when the median performance or accessibility is
 * below its threshold.
 */
export interface LighthouseMedians {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

/**
 * A run whose trace Lighthouse could not record (it answers "Please run Lighthouse again", e.g.
 * NO_NAVSTART on a busy machine) is run once more, so one lost trace does not end the bench.
 */
async function lighthouseRunAgainOnce(url: string, retried: (message: string) => void): Promise<LighthouseSample> {
  try {
    return await lighthouseRun(url);
  } catch (e) {
    const message = (e as Error).message;
    if (!/run Lighthouse again/i.test(message)) throw e;
    retried(message);
    return lighthouseRun(url);
  }
}

export async function lighthouseBench(
  url: string,
  print: Print,
  label: string,
  prefix = 'lighthouse',
  runs = LIGHTHOUSE_RUNS,
  /**
   * A reference (a page's static copy, the yardstick of the ratios): its performance is printed,
   * never reported as a BUG — it is what a plain file of the same bytes costs, not our page. Its
   * accessibility still is: it is the page a reader whose browser runs none of our scripts gets.
   */
  reference = false,
): Promise<LighthouseMedians> {
  const out: Print = (name, value) => print(name.replace(/^lighthouse/, prefix), value);
  const samples: LighthouseSample[] = [];
  for (let run = 1; run <= runs; run++) {
    const s = await lighthouseRunAgainOnce(url, (message) => out(`lighthouse_run_${run}_retried`, message));
    samples.push(s);
    out(
      `lighthouse_run_${run}`,
      `performance ${s.performance}, accessibility ${s.accessibility}, FCP ${s.fcpMs.toFixed(0)} ms, TBT ${s.tbtMs.toFixed(0)} ms, LCP ${s.lcpMs.toFixed(0)} ms, CLS ${s.cls.toFixed(3)}`,
    );
  }
  const of = (pick: (s: LighthouseSample) => number) => median(samples.map(pick));
  const performance = of((s) => s.performance);
  const accessibility = of((s) => s.accessibility);
  const scores = samples.map((s) => s.performance);
  out('lighthouse_article', label);
  out('lighthouse_form_factor', samples[0]?.formFactor ?? 'unknown');
  out('lighthouse_runs', samples.length);
  out('lighthouse_performance', performance);
  out('lighthouse_performance_spread', `${Math.min(...scores)}–${Math.max(...scores)}`);
  out('lighthouse_accessibility', accessibility);
  out('lighthouse_tbt_ms', of((s) => s.tbtMs).toFixed(0));
  out('lighthouse_lcp_ms', of((s) => s.lcpMs).toFixed(0));
  out('lighthouse_cls', of((s) => s.cls).toFixed(3));
  out(
    'lighthouse_js_transfer_bytes',
    of((s) => s.jsTransferBytes),
  );
  out(
    'lighthouse_js_resource_bytes',
    of((s) => s.jsResourceBytes),
  );
  out('lighthouse_fcp_ms', of((s) => s.fcpMs).toFixed(0));
  const failing = [...new Set(samples.flatMap((s) => s.failingAccessibility))];
  if (performance < PERFORMANCE_BUG_BELOW && !reference)
    process.stdout.write(
      `BUG: Lighthouse performance (median of ${samples.length}) ${performance} < ${PERFORMANCE_BUG_BELOW} on ${label}\n`,
    );
  if (accessibility < ACCESSIBILITY_BUG_BELOW) {
    process.stdout.write(
      `BUG: Lighthouse accessibility (median of ${samples.length}) ${accessibility} < ${ACCESSIBILITY_BUG_BELOW} on ${label} (failing: ${failing.join(', ')})\n`,
    );
  }
  return { performance, lcpMs: of((s) => s.lcpMs), tbtMs: of((s) => s.tbtMs), cls: of((s) => s.cls), fcpMs: of((s) => s.fcpMs) };
}
