import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/setup/slow-first-sequencer.ts';

/**
 * Vitest's default for `run` is one worker fewer than the cores: a single worker on a 2-core CI
 * machine, which leaves a core idle while a file waits on PostgreSQL, Chromium or its own
 * server. At least two workers there; each db file has its own database (tests/setup).
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/**/*.db.test.ts', 'src/**/*.dom.test.tsx'],
          environment: 'node',
          // Files run one after another in each worker's process, sharing loaded modules (the
          // suite in half the time); a test that changes process-wide state restores it.
          isolate: false,
          maxWorkers: WORKERS,
        },
      },
      {
        // Component tests by role (ADR 009): a browser-like DOM for `*.dom.test.tsx` only.
        test: {
          name: 'unit-dom',
          include: ['src/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          maxWorkers: WORKERS,
          setupFiles: ['tests/setup/dom-setup.ts'],
        },
      },
      {
        // JSX compiled for React's production build, which the db tests load (below).
        oxc: { jsx: { development: false } },
        test: {
          name: 'db',
          include: ['src/**/*.db.test.ts', 'tests/db/**/*.test.ts'],
          environment: 'node',
          // The server as it runs: React's production build (the development build's checks make
          // rendering an article page about 2.5 times slower; the unit tests keep them).
          env: { NODE_ENV: 'production' },
          globalSetup: ['tests/setup/db-global-setup.ts'],
          setupFiles: ['tests/setup/db-worker-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker runs its files one after another in one process: each file still has its own
          // database (tests/setup), but the app's modules are loaded once per worker, not once per
          // file (the suite in about half the time). State the app keeps per process is set by what
          // creates it and reset by what closes it (createDownloads' PDF typesetting).
          isolate: false,
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
