import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { islandsAssets, islandsStyles } from './vite-islands-plugin.ts';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'lectern-islands-plugin-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'assets/root-1.css'), ':root{--a:1}');
writeFileSync(path.join(clientDir, 'assets/article-2.css'), '.article{display:grid}');
writeFileSync(path.join(clientDir, 'assets/viewer-3.css'), '.viewer{position:fixed}');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const manifest = {
  'src/web/islands/islands-entry.client.tsx': { file: 'assets/islands-entry.client-0.js', imports: ['_react.js', '_header.js'] },
  '_react.js': { file: 'assets/react-9.js' },
  '_header.js': { file: 'assets/header-8.js', imports: ['_react.js'], css: ['assets/root-1.css'] },
  'src/web/routes/article.tsx': { file: 'assets/article-7.js', css: ['assets/root-1.css', 'assets/article-2.css'] },
  'src/web/features/viewer.css': { file: 'assets/viewer-3.css' },
};

describe('the islands plugin', () => {
  it('names the boot module and, once each in load order, the chunks it imports', () => {
    const assets = islandsAssets(manifest);
    expect(assets).toMatchObject({
      module: '/assets/islands-entry.client-0.js',
      imports: ['/assets/react-9.js', '/assets/header-8.js'],
    });
    // The loader names them all (the initial-JavaScript budget counts what the HTML names).
    expect(assets.loader).toContain('"/assets/islands-entry.client-0.js"');
    expect(assets.loader).toContain('["/assets/react-9.js","/assets/header-8.js"]');
  });

  it('gives every stylesheet of the client build by its URL, with its text', () => {
    expect(islandsStyles(manifest, clientDir)).toEqual({
      '/assets/article-2.css': '.article{display:grid}',
      '/assets/root-1.css': ':root{--a:1}',
      '/assets/viewer-3.css': '.viewer{position:fixed}',
    });
    expect(Object.keys(islandsStyles(manifest, clientDir, '/base/'))).toEqual([
      '/base/assets/article-2.css',
      '/base/assets/root-1.css',
      '/base/assets/viewer-3.css',
    ]);
  });
});
