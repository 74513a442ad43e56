import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of Lectern's package.json, found from this module's own location, so the same
 * code finds db/migrations and samples/ whether it runs from src/ (tsx, tests) or bundled
 * into the build folder (`npm start`).
 */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'lectern') return dir;
    if (path.dirname(dir) === dir) throw new Error(`Lectern's package.json was not found above ${from}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The build folder's parts (`npm run build`): the React Router server bundle, the browser files and the built host. */
export function buildPaths(buildDir: string): { serverBuild: string; clientDir: string; hostDir: string } {
  const dir = path.resolve(PACKAGE_ROOT, buildDir);
  return { serverBuild: path.join(dir, 'server', 'index.js'), clientDir: path.join(dir, 'client'), hostDir: path.join(dir, 'host') };
}
