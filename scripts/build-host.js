/**
 * Second half of `npm run build` (after `react-router build`): bundles the host server and the
 * operator commands into `<build>/host/*.js` with esbuild. Dependencies stay external, so the
 * build runs on the production dependencies alone (`npm prune --omit=dev`), with no TypeScript
 * loader. Entry names are what `npm start` and `npm run ingest|admin|pdfs|topics|recommendations|qa` run.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.resolve(root, process.env.LECTERN_BUILD_DIR || 'build', 'host');

export const HOST_ENTRIES = {
  start: 'src/server/start.ts',
  ingest: 'scripts/ingest.ts',
  'ingest-worker': 'src/ingest/worker-cli.ts',
  admin: 'src/admin/cli.ts',
  pdfs: 'src/server/downloads/pdf-cli.ts',
  topics: 'src/ingest/topics-cli.ts',
  recommendations: 'src/ingest/recommendations-cli.ts',
  qa: 'src/ingest/qa-cli.ts',
  // The worker threads of `npm run ingest -- --workers N` (src/ingest/read-pool.server.ts).
  'read-worker': 'src/ingest/read-worker.server.ts',
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(HOST_ENTRIES).map(([name, file]) => [name, path.join(root, file)])),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  // Shared code lands beside the entries (one folder), never in a sub-folder.
  chunkNames: 'chunk-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
  legalComments: 'none',
});
