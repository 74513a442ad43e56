import { defineConfig } from '@playwright/test';
import { chromiumPath } from './src/server/downloads/download-config.ts';
import { HEADLESS_CHROMIUM_ARGS } from './src/shared/site/chromium-args.ts';
import { E2E_ACCESS_BAR_CONFIG } from './tests/e2e/fixtures/access-bar-config.ts';
// Loaded in every worker before the test files: how each axe run there works (see the module).
import './tests/e2e/support/axe-defaults.ts';

/**
 * End-to-end tests in the system Chromium (never a downloaded browser) against the built
 * app started with `npm start` on a fresh embedded database seeded from samples/.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);

/**
 * The browser the tests drive, the same the server typesets PDFs with: CHROME_PATH when set;
 * else Chromium's headless shell when installed (about a quarter less CPU per test on 2 cores
 * than the full browser); else /usr/bin/chromium.
 */
const E2E_CHROMIUM = chromiumPath(process.env.CHROME_PATH);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    // Pages and API requests alike present headless Chromium, a robot to COUNTER: test traffic
    // is never counted as usage, except in tests that present a desktop browser on purpose.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome Safari/537.36 (Lectern end-to-end tests)',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [...HEADLESS_CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `rm -rf .cache/e2e-data-${PORT} && node scripts/run-built.js start`,
    url: `${E2E_BASE_URL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LECTERN_DATA_DIR: `.cache/e2e-data-${PORT}`,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      LECTERN_WORKERS: '1',
      // The entitlement tests act as readers at other addresses through X-Forwarded-For from loopback.
      LECTERN_TRUST_PROXY: 'loopback',
      LECTERN_ACCESS_BAR_CONFIG: JSON.stringify(E2E_ACCESS_BAR_CONFIG),
    },
  },
});
