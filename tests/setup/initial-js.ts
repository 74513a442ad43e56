import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The initial JavaScript of a page (issue budget: the article page's ≤ 100 KB gzip, ADR 007):
 * every script the HTML names (a module script, a modulepreload link, or the islands loader that
 * starts the boot module and preloads its imports after the first paint), gzipped one by one
 * as a server would send them. Chunks imported later (on idle or on interaction) are not in it.
 */
export const ARTICLE_INITIAL_JS_BUDGET_BYTES = 100_000;

export interface InitialScript {
  src: string;
  bytes: number;
  gzipBytes: number;
}

/** The `/assets/*.js` files the HTML names (in src=, href= or the loader's JSON), once each, in document order. */
export function initialScriptPaths(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
}

/** Each initial script's size and gzip size, read from the client build, largest first. */
export function initialScripts(html: string, clientDir: string): InitialScript[] {
  return initialScriptPaths(html)
    .map((src) => {
      const body = readFileSync(path.join(clientDir, src));
      return { src, bytes: body.length, gzipBytes: gzipSync(body).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function totalGzipBytes(scripts: InitialScript[]): number {
  return scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
}
