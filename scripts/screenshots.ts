/**
 * `npm run screenshots [-- --docs]`: PNGs of the main pages for review (not compared pixel by
 * pixel). Like the end-to-end tests' web server (playwright.config.ts) it builds when the
 * sources changed, starts the built site on the samples (its own data folder,
 * `.cache/screenshots-data`, kept between runs) and drives the system Chromium at CHROME_PATH.
 * Writes `screenshots/*.png` (git-ignored); `--docs` also copies the two the README shows into
 * `docs/images/`. SCREENSHOTS_PORT (default 3119) is the server's port.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { HEADLESS_CHROMIUM_ARGS } from '../src/shared/site/chromium-args.ts';
import { buildIfNeeded } from '../tests/setup/build-if-needed.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'screenshots');
const DOCS = path.join(ROOT, 'docs', 'images');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3119);
const BASE = `http://127.0.0.1:${PORT}`;
const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };
/** The two the README shows. */
const README_SHOTS = ['home-desktop.png', 'article-desktop.png'];

interface Shot {
  file: string;
  path: string;
  viewport: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Signs in as the demo administrator first (README "Demo"). */
  admin?: boolean;
}

const SHOTS: Shot[] = [
  { file: 'home-desktop.png', path: '/', viewport: DESKTOP },
  { file: 'journal-desktop.png', path: '/journal/renewable-energy', viewport: DESKTOP },
  { file: 'article-desktop.png', path: '/science/article/pii/S0960148113002048', viewport: DESKTOP },
  { file: 'article-mobile.png', path: '/science/article/pii/S0960148113002048', viewport: MOBILE },
  { file: 'article-desktop-dark.png', path: '/science/article/pii/S0960148113002048', viewport: DESKTOP, colorScheme: 'dark' },
  { file: 'search-desktop.png', path: '/search?qs=wind', viewport: DESKTOP },
  // A subscription journal of the demo: an anonymous visitor gets the preview (abstract, access options).
  { file: 'preview-desktop.png', path: '/science/article/pii/S0016236113008041', viewport: DESKTOP },
  { file: 'admin-desktop.png', path: '/admin', viewport: DESKTOP, admin: true },
];

async function waitForServer(timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the site did not become ready on ${BASE} within ${timeoutMs / 1000} s`);
}

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${BASE}/user/login`);
  await page.getByLabel('Email address').fill('admin@lectern.demo');
  await page.getByLabel('Password').fill(process.env.LECTERN_DEMO_PASSWORD ?? 'lectern-demo');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

async function take(browser: Browser, shot: Shot): Promise<void> {
  const context = await browser.newContext({ viewport: shot.viewport, colorScheme: shot.colorScheme ?? 'light', deviceScaleFactor: 1 });
  // The reader has chosen (necessary cookies only), so the cookie banner does not cover the page.
  await context.addCookies([
    { name: 'LECTERN_COOKIE_PREFERENCES', value: 'STRICTLY_NECESSARY:1,PERFORMANCE:0,FUNCTIONAL:0,TARGETING:0', url: BASE },
  ]);
  const page = await context.newPage();
  try {
    if (shot.admin) await signInAsAdmin(page);
    const response = await page.goto(`${BASE}${shot.path}`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${shot.path}: HTTP ${response?.status()}`);
    await page.screenshot({ path: path.join(OUT, shot.file), fullPage: false });
    console.log(
      `screenshots/${shot.file}  ${shot.path} (${shot.viewport.width}×${shot.viewport.height}${shot.colorScheme === 'dark' ? ', dark' : ''})`,
    );
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  buildIfNeeded(ROOT, (m) => console.log(m));
  mkdirSync(OUT, { recursive: true });
  const server = spawn(process.execPath, ['scripts/run-built.js', 'start'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LECTERN_DATA_DIR: '.cache/screenshots-data',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      LECTERN_WORKERS: '1',
    },
  });
  const stopped = new Promise((resolve) => server.once('exit', resolve));
  let browser: Browser | undefined;
  try {
    await waitForServer(300_000);
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...HEADLESS_CHROMIUM_ARGS] });
    for (const shot of SHOTS) await take(browser, shot);
    if (process.argv.includes('--docs')) {
      mkdirSync(DOCS, { recursive: true });
      for (const file of README_SHOTS) copyFileSync(path.join(OUT, file), path.join(DOCS, file));
      console.log(`copied ${README_SHOTS.join(', ')} to docs/images/`);
    }
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await stopped;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
