import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Tests and the bench build the React Router bundle when it is missing or older than its
 * sources (never `npm start`: production runs only what `npm run build` made). These are its inputs.
 */
const BUILD_INPUTS = [
  'src/web',
  'src/shared',
  'public',
  'react-router.config.ts',
  'vite.config.ts',
  'scripts/vite-islands-plugin.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** The build folder (LECTERN_BUILD_DIR, default ./build), as react-router.config.ts sets it. */
export function buildDir(root: string): string {
  return path.resolve(root, process.env.LECTERN_BUILD_DIR ?? 'build');
}

export function serverBuildPath(root: string): string {
  return path.join(buildDir(root), 'server', 'index.js');
}

export function clientBuildDir(root: string): string {
  return path.join(buildDir(root), 'client');
}

/** Runs `react-router build` when the build is missing or older than its sources. */
export function buildIfNeeded(root: string, log: (message: string) => void): void {
  const built = existsSync(serverBuildPath(root)) ? statSync(serverBuildPath(root)).mtimeMs : 0;
  const sources = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(root, p))));
  if (built >= sources) return;
  log(built ? 'sources changed since the last build; rebuilding…' : 'building the site (first start)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    // The production bundle, as `npm run build` makes it: under Vitest NODE_ENV is 'test', and Vite
    // would then bundle React's development build (the page's JavaScript 1.5× its budget).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  // Vite repeats a deprecation notice about an option React Router sets; everything else is shown.
  const messages = result.stderr.split('\n').filter((l) => l.trim() && !l.includes('`envFile` option is deprecated'));
  if (messages.length > 0) log(messages.join('\n'));
  if (result.status !== 0) throw new Error('react-router build failed (see the messages above)');
}
