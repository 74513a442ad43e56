import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
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

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'data/', '.cache/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
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
