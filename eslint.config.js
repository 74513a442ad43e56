import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layer boundaries of ARCHITECTURE.md: shared ← everyone; db ← ingest, server; web sees only shared and itself. */
const boundaries = [
  {
    target: './src/shared',
    from: ['./src/db', './src/ingest', './src/server', './src/web', './src/config'],
    message: 'src/shared is isomorphic and has no I/O.',
  },
  {
    target: './src/web',
    from: ['./src/db', './src/ingest', './src/server', './src/config', './src/storage'],
    message: 'web gets data through the load context, never from db/ingest/server.',
  },
  {
    target: './src/db',
    from: ['./src/web', './src/server', './src/ingest'],
    message: 'db is used by ingest and server, not the other way round.',
  },
  { target: './src/ingest', from: ['./src/web', './src/server'], message: 'ingest does not depend on the web or server layers.' },
  {
    target: './src/storage',
    from: ['./src/web', './src/server', './src/ingest', './src/db'],
    message: 'storage is a leaf: ingest and server both use it.',
  },
  {
    target: ['./src/shared', './src/web', './src/db', './src/ingest', './src/storage'],
    from: ['./src/admin'],
    message: 'admin (CLI, demo data) sits on top: only the server start-up uses it.',
  },
];

/**
 * Features don't import features; routes (src/web/routes) and the page layout (src/web/layout)
 * compose them (ARCHITECTURE.md). `ui` holds primitives and imports no feature.
 */
const FEATURES = './src/web/features';
const webZones = [
  ...readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${FEATURES}/${name}`,
      from: FEATURES,
      except: [`./${name}`],
      message: 'Features do not import features: the route composes them.',
    })),
  ...readdirSync('./src/web/ui').map((file) => ({
    target: `./src/web/ui/${file}`,
    from: FEATURES,
    message: 'src/web/ui holds primitives: it imports no feature.',
  })),
];

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'data/', '.cache/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Resolves relative and `#src/*` (package.json "imports") paths, and parses TypeScript for import-x/no-cycle.
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...webZones] }],
      // Type-only imports are not cycles (they are erased); a value import cycle is an error. Modules
      // under node_modules are not followed: no cycle of ours passes through one (a third of the rule's time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // src/shared is isomorphic (ARCHITECTURE.md): it runs in the browser too, so no Node built-in outside its tests.
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: 'src/shared runs in the browser too: no Node built-ins.' }] },
      ],
    },
  },
  {
    // The server renders pages through React Router's build; of the web layer its code imports only the article
    // body renderer (the print document) and the load context's types. Its tests may render web components.
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#src/web/(?!article-body-renderer\\.ts$|load-context\\.ts$)',
              message: 'The server imports only #src/web/article-body-renderer.ts and #src/web/load-context.ts of the web layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // One configuration (README "Configuration"): only src/config reads the environment; the rest is passed its values.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in src/config (zod) and pass them down.' },
      ],
    },
  },
);
