import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layer boundaries of ARCHITECTURE.md: shared ← everyone; db ← ingest, server; web sees only shared and itself. */
const boundaries = [
  { target: './src/shared', from: ['./src/db', './src/ingest', './src/server', './src/web', './src/config'], message: 'src/shared is isomorphic and has no I/O.' },
  { target: './src/web', from: ['./src/db', './src/ingest', './src/server', './src/config', './src/storage'], message: 'web gets data through the load context, never from db/ingest/server.' },
  { target: './src/db', from: ['./src/web', './src/server', './src/ingest'], message: 'db is used by ingest and server, not the other way round.' },
  { target: './src/ingest', from: ['./src/web', './src/server'], message: 'ingest does not depend on the web or server layers.' },
  { target: './src/storage', from: ['./src/web', './src/server', './src/ingest', './src/db'], message: 'storage is a leaf: ingest and server both use it.' },
  { target: ['./src/shared', './src/web', './src/db', './src/ingest', './src/storage'], from: ['./src/admin'], message: 'admin (CLI, demo data) sits on top: only the server start-up uses it.' },
];

/**
 * Features don't import features; routes compose them (ARCHITECTURE.md). `ui` holds primitives
 * and imports no feature. Known exceptions are listed file by file, to be removed when the
 * files move to their feature (the `src/shared` and side-panel restructuring):
 * - toc shows the preview's aside and prompt and reports extras downloads through usage;
 *   preview reuses the toc's stylesheet (a loop through toc ↔ preview);
 * - the privacy center page embeds the cookie-consent form and store;
 * - ui/site-header.tsx and ui/site-footer.tsx compose the site-header and cookie-consent features.
 */
const FEATURES = './src/web/features';
const featureExceptions = {
  toc: ['./preview/preview-aside.tsx', './preview/preview-prompt.tsx', './usage/report-usage.ts'],
  preview: ['./toc/toc.css'],
  'site-pages': ['./cookie-consent/cookie-banner.tsx', './cookie-consent/cookie-consent-store.ts'],
};
const uiExceptions = {
  'site-header.tsx': ['./cookie-consent/cookie-banner.tsx', './cookie-consent/cookie-banner.css', './site-header/account-area.tsx', './site-header/library-banner.tsx', './site-header/library-banner.css', './site-header/mobile-drawer.tsx', './site-header/site-header.css'],
  'site-footer.tsx': ['./cookie-consent/cookie-banner.tsx'],
};
const webZones = [
  ...readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({ target: `${FEATURES}/${name}`, from: FEATURES, except: [`./${name}`, ...(featureExceptions[name] ?? [])], message: 'Features do not import features: the route composes them.' })),
  ...readdirSync('./src/web/ui').map((file) => ({ target: `./src/web/ui/${file}`, from: FEATURES, except: uiExceptions[file] ?? [], message: 'src/web/ui holds primitives: it imports no feature.' })),
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
      // Type-only imports are not cycles (they are erased); a value import cycle is an error.
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // One configuration (README "Configuration"): only src/config reads the environment; the rest is passed its values.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings in src/config (zod) and pass them down.' }],
    },
  },
);
