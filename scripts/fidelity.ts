import { pathToFileURL } from 'node:url';
import { collectXmlFiles } from '#src/ingest/ingest-paths.server.ts';
import { checkFile, contentTypesIn, mismatches, type FileCheck } from './fidelity-check.ts';

/**
 * npm run fidelity -- <dir|file>...
 * Maps and renders every article file (no database) and compares the rendered page with its
 * XML: figures, tables, display formulas, references, authors and <math> count, plus no
 * 'Unable to render' for an element that carries content. Prints one line per mismatch and a
 * summary; exits 1 on any mismatch, 2 on bad usage.
 */

const UNABLE = /^Unable to render: unknown content node type "([^"]+)"/;

/** The renderer logs each unknown type once per process: collect the types across the run. */
function watchUnableToRender(): Set<string> {
  const types = new Set<string>();
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const match = typeof args[0] === 'string' ? UNABLE.exec(args[0]) : null;
    if (match) types.add(match[1]!);
    else warn(...args);
  };
  return types;
}

export async function runFidelity(inputs: string[], print: (line: string) => void): Promise<number> {
  const { files, missing } = await collectXmlFiles(inputs);
  const unknownTypes = watchUnableToRender();
  const checks: FileCheck[] = [];
  for (const file of files) checks.push(await checkFile(file));
  let bad = missing.length;
  for (const m of missing) print(`${m}: no such file or directory`);
  for (const check of checks) {
    const unrendered = check.model ? contentTypesIn(check.model, unknownTypes) : [];
    const lines = mismatches(check, unrendered);
    if (lines.length > 0) bad += 1;
    for (const line of lines) print(line);
  }
  const articles = checks.filter((c) => !c.notArticle).length;
  const skipped = checks.length - articles;
  const note = skipped > 0 ? ` (${skipped} XML files that are no article skipped)` : '';
  print(`fidelity: ${articles} files checked, ${articles - (bad - missing.length)} match, ${bad} with mismatches${note}`);
  return bad;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const inputs = process.argv.slice(2);
  if (inputs.length === 0) {
    console.error('usage: npm run fidelity -- <folder or file>...');
    process.exit(2);
  }
  const bad = await runFidelity(inputs, (line) => console.log(line));
  process.exit(bad > 0 ? 1 : 0);
}
