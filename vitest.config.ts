import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.db.test.ts', 'src/**/*.dom.test.tsx'],
          environment: 'node',
        },
      },
      {
        // Component tests by role (ADR 009): a browser-like DOM for `*.dom.test.tsx` only.
        test: {
          name: 'unit-dom',
          include: ['src/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'db',
          include: ['src/**/*.db.test.ts', 'tests/db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/db-global-setup.ts'],
          setupFiles: ['tests/setup/db-worker-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
