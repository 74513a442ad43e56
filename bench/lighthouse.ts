/**
 * Lighthouse in `npm run bench` (issue 4 "Done when"): one run with Lighthouse's defaults
 * (mobile form factor and simulated throttling) against the article page of the median-size
 * sample article, in the system Chromium (CHROME_PATH, default /usr/bin/chromium, headless).
 * Prints performance, accessibility, TBT, LCP, CLS and JavaScript bytes, and a `BUG:` line when
 * performance is below 90 or accessibility below 100. Measures only; `npm test` never runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { readArticleBuffer } from '#src/ingest/read-article.server.ts';

export const PERFORMANCE_BUG_BELOW = 90;
export const ACCESSIBILITY_BUG_BELOW = 100;

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

/** Headless system Chromium with a DevTools port, without background networking. */
async function launchChromium(): Promise<{ port: number; process: ChildProcess; close(): Promise<void> }> {
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-lighthouse-'));
  const chrome = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-background-timer-throttling',
      '--disable-component-update',
      '--disable-default-apps',
      '--disable-extensions',
      '--disable-sync',
      '--metrics-recording-only',
      '--mute-audio',
      '--no-default-browser-check',
      '--no-first-run',
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

/** Runs Lighthouse against `url` and prints its measurements. */
export async function lighthouseBench(url: string, print: Print, label: string): Promise<void> {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((i) => i.resourceType === 'Script');
    const performance = score('performance');
    const accessibility = score('accessibility');
    print('lighthouse_article', label);
    print('lighthouse_form_factor', lhr.configSettings.formFactor);
    print('lighthouse_performance', performance);
    print('lighthouse_accessibility', accessibility);
    print('lighthouse_tbt_ms', numeric('total-blocking-time').toFixed(0));
    print('lighthouse_lcp_ms', numeric('largest-contentful-paint').toFixed(0));
    print('lighthouse_cls', numeric('cumulative-layout-shift').toFixed(3));
    print('lighthouse_js_transfer_bytes', items.reduce((n, i) => n + (i.transferSize ?? 0), 0));
    print('lighthouse_js_resource_bytes', items.reduce((n, i) => n + (i.resourceSize ?? 0), 0));
    const failing = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a!.id);
    if (performance < PERFORMANCE_BUG_BELOW) process.stdout.write(`BUG: Lighthouse performance ${performance} < ${PERFORMANCE_BUG_BELOW} on ${label}\n`);
    if (accessibility < ACCESSIBILITY_BUG_BELOW) process.stdout.write(`BUG: Lighthouse accessibility ${accessibility} < ${ACCESSIBILITY_BUG_BELOW} on ${label} (failing: ${failing.join(', ')})\n`);
  } finally {
    await chrome.close();
  }
}
