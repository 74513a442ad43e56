import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/**/*.db.test.ts'],
          environment: 'node',
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
