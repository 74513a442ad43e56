import { describe, expect, it } from 'vitest';

/**
 * The layout rule of src/shared (README "Architecture"):
 *
 * 1. Every module sits in a domain folder (src/shared/<domain>/…) that has a README.md saying
 *    what it owns; nothing lies loose at the root of src/shared.
 * 2. Every module serves at least two areas. A module's consumers are the non-test files that
 *    import it (static, dynamic, `export … from`, type-only); a consumer inside src/shared is
 *    replaced by that module's own consumers, transitively. A consumer's area is its top-level
 *    folder: src/web, src/server, src/db, src/ingest, src/admin, src/storage, src/config, or
 *    outside src the repository folder (scripts, bench) or root config file. Tests (*.test.ts,
 *    tests/) are not consumers. A module serving one area belongs in that area, beside its
 *    consumer (`node scripts/codemods/shared-by-domain.mjs` holds the moves made so far).
 */
const sources: Record<string, string> = {
  ...import.meta.glob(['/src/**/*.{ts,tsx}', '/scripts/**/*.{ts,js,mjs}', '/bench/**/*.ts', '/*.config.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};
const files = Object.fromEntries(Object.entries(sources).map(([file, text]) => [file.slice(1), text]));
const readmes = Object.keys(import.meta.glob('/src/shared/**/README.md')).map((file) => file.slice(1));

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/');
const isSharedModule = (file: string) => file.startsWith('src/shared/') && !isTest(file);

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"\n]+)['"]/g;

function resolve(importer: string, specifier: string): string | null {
  const bare = specifier.split('?')[0] ?? specifier;
  let target: string;
  if (bare.startsWith('#src/')) target = `src/${bare.slice(5)}`;
  else if (bare.startsWith('./') || bare.startsWith('../')) {
    const parts = importer.split('/').slice(0, -1);
    for (const part of bare.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    target = parts.join('/');
  } else return null;
  return target in files ? target : null;
}

/** importer → imported files, for every non-test source file. */
function importGraph(): Map<string, string[]> {
  const importersOf = new Map<string, string[]>();
  for (const [file, text] of Object.entries(files)) {
    if (isTest(file)) continue;
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolve(file, match[1] ?? '');
      if (!target) continue;
      importersOf.set(target, [...(importersOf.get(target) ?? []), file]);
    }
  }
  return importersOf;
}

function areaOf(file: string): string {
  const [top, second] = file.split('/');
  return top === 'src' ? `src/${second}` : file.includes('/') ? `${top}` : file;
}

function consumerAreas(module: string, importersOf: Map<string, string[]>, seen = new Set<string>()): Set<string> {
  const areas = new Set<string>();
  if (seen.has(module)) return areas;
  seen.add(module);
  for (const importer of new Set(importersOf.get(module) ?? [])) {
    if (isTest(importer)) continue;
    if (isSharedModule(importer)) for (const area of consumerAreas(importer, importersOf, seen)) areas.add(area);
    else areas.add(areaOf(importer));
  }
  return areas;
}

describe('src/shared layout', () => {
  const modules = Object.keys(files).filter(isSharedModule).sort();
  const importersOf = importGraph();

  it('finds the modules and their importers', () => {
    expect(modules).toContain('src/shared/article/content-model.ts');
    expect([...consumerAreas('src/shared/article/content-model.ts', importersOf)]).toEqual(
      expect.arrayContaining(['src/web', 'src/server', 'src/db', 'src/ingest']),
    );
  });

  it('keeps every module in a domain folder with a README.md', () => {
    const loose = modules.filter((file) => file.split('/').length < 4);
    expect(loose).toEqual([]);
    const withoutReadme = [...new Set(modules.map((file) => file.split('/').slice(0, 3).join('/')))].filter(
      (folder) => !readmes.includes(`${folder}/README.md`),
    );
    expect(withoutReadme).toEqual([]);
  });

  it('has no module serving fewer than two areas', () => {
    const single = modules
      .map((module) => ({ module, areas: [...consumerAreas(module, importersOf)].sort() }))
      .filter(({ areas }) => areas.length < 2)
      .map(({ module, areas }) => `${module} ← ${areas.join(', ') || 'nothing'}`);
    expect(single).toEqual([]);
  });

  it('counts a module imported by one area only as a single consumer (the rule can fail)', () => {
    const graph = new Map([['src/shared/x/only-web.ts', ['src/web/features/toc/toc.tsx', 'src/web/routes/article.tsx']]]);
    expect([...consumerAreas('src/shared/x/only-web.ts', graph)]).toEqual(['src/web']);
    const through = new Map([
      ['src/shared/x/helper.ts', ['src/shared/x/rule.ts']],
      ['src/shared/x/rule.ts', ['src/db/a.server.ts', 'src/server/b.ts', 'src/shared/x/rule.test.ts']],
    ]);
    expect([...consumerAreas('src/shared/x/helper.ts', through)].sort()).toEqual(['src/db', 'src/server']);
  });
});
