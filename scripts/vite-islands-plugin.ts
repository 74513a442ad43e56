/**
 * Islands (ADR 007): the client build gets one more entry, the islands boot module; the server
 * build gets `virtual:lectern-islands`, the boot module's URL and the chunks it imports
 * statically (for modulepreload), read from the client build's Vite manifest, and the text of
 * the client build's stylesheets (inlined into an islands page's head). In development
 * (Vite's dev server) the virtual module is `null` and every page hydrates with React Router.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const ISLANDS_ENTRY = 'src/web/islands/islands-entry.client.tsx';
const VIRTUAL_ID = 'virtual:lectern-islands';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface ViteManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Every stylesheet of the client build, by URL, with its text: an islands page inlines the
 * stylesheets its routes name instead of linking them, so its first paint waits for no request.
 */
export function islandsStyles(manifest: Record<string, ViteManifestChunk>, clientDir: string, base = '/'): Record<string, string> {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith('.css')) files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return Object.fromEntries([...files].sort().map((file) => [base + file, readFileSync(path.join(clientDir, file), 'utf8')]));
}

/**
 * The inline script that starts the islands boot module after the first paint (ADR 012):
 * nothing the page's JavaScript needs is requested before the browser has painted the server's
 * HTML. It then imports the chunks the boot module imports (so they load in parallel, not one
 * after another; each is evaluated in a task of its own as it arrives, and no `<link>` is
 * written, which costs milliseconds apiece in a long document, ADR 013) and the boot module.
 * "After the first paint" is the browser's first-contentful-paint entry, which is reported once
 * that frame has been presented (a frame callback then a task can still come before it on a busy
 * machine); where paint timing is missing, the first frame then a task, and in any case no later
 * than 3 s after the first frame. A hidden page (a tab opened in the background, or one hidden
 * before it painted) paints nothing: it starts at once. Made here, at build time, so that its
 * text is in no client chunk.
 */
export function islandsLoader(module: string, imports: readonly string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(()=>{const m=${json(module)},p=${json(imports)};let s=0;const go=()=>{if(s)return;s=1;` +
    `for(const h of p)import(h).catch(()=>{});import(m)};` +
    `if(document.visibilityState==='hidden')return go();` +
    `document.addEventListener('visibilitychange',()=>document.visibilityState==='hidden'&&go());` +
    `try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}})` +
    `.observe({type:'paint',buffered:true})}catch{}` +
    `requestAnimationFrame(()=>setTimeout(go,self.PerformanceObserver?.supportedEntryTypes?.includes('paint')?3e3:0))})()`
  );
}

/** The boot chunk and, in load order, every chunk it imports statically (transitively); the script that loads them. */
export function islandsAssets(
  manifest: Record<string, ViteManifestChunk>,
  base = '/',
): { module: string; imports: string[]; loader: string } {
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`${ISLANDS_ENTRY} is not in the client build's manifest`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    for (const dep of manifest[key]?.imports ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit(ISLANDS_ENTRY);
  const module = base + entry.file;
  const imports = [...seen].map((key) => base + manifest[key]!.file);
  return { module, imports, loader: islandsLoader(module, imports) };
}

export function islandsPlugin(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let ssr = false;
  let root = process.cwd();
  let outDir = 'build/client';
  let base = '/';
  return {
    name: 'lectern-islands',
    configResolved(config) {
      command = config.command;
      ssr = Boolean(config.build.ssr);
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
      base = config.base;
    },
    options(options) {
      if (command !== 'build' || ssr) return null;
      const entry = path.resolve(root, ISLANDS_ENTRY);
      const input = options.input;
      if (Array.isArray(input)) return { ...options, input: [...input, entry] };
      if (typeof input === 'string') return { ...options, input: [input, entry] };
      return { ...options, input: { ...(input ?? {}), 'islands-entry': entry } };
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (command !== 'build' || !ssr) return 'export const islandsEntry = null;\nexport const islandsStyles = null;';
      // The server build runs after the client build, beside it: <build>/server and <build>/client.
      const clientDir = path.join(path.dirname(outDir), 'client');
      const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ViteManifestChunk
      >;
      return [
        `export const islandsEntry = ${JSON.stringify(islandsAssets(manifest, base))};`,
        `export const islandsStyles = ${JSON.stringify(islandsStyles(manifest, clientDir, base))};`,
      ].join('\n');
    },
  };
}
