/**
 * `npm start` and the operator commands (`npm run ingest|admin|pdfs|topics|recommendations|qa`): runs
 * `<build>/host/<name>.js`, the JavaScript `npm run build` made, with plain `node` — no
 * TypeScript loader, no devDependency. It never rebuilds an existing build; only when there is
 * none (a fresh clone after `npm install`) does it run `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [name] = process.argv.splice(2, 1);
const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.LECTERN_BUILD_DIR || 'build');
const entry = path.join(buildDir, 'host', `${name}.js`);
process.env.NODE_ENV ||= 'production';

if (!existsSync(entry) || !existsSync(path.join(buildDir, 'server', 'index.js'))) {
  if (!existsSync(path.join(root, 'node_modules', '@react-router', 'dev'))) {
    process.stderr.write(
      `lectern: no build in ${buildDir}, and the build tools are not installed: run \`npm ci && npm run build\` first\n`,
    );
    process.exit(1);
  }
  process.stderr.write(`lectern: no build in ${buildDir}: running \`npm run build\` first…\n`);
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The worker processes of `npm start` (src/server/ops/cluster.server.ts) run the same built entry.
if (cluster.isPrimary) cluster.setupPrimary({ exec: entry, args: process.argv.slice(2) });
await import(pathToFileURL(entry).href);
