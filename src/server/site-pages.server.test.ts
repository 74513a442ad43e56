import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSitePageOverrides } from './site-pages.server.ts';

describe('LECTERN_SITE_PAGES_DIR', () => {
  it('reads every <slug>.md of the folder, and nothing when unset', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-pages-'));
    writeFileSync(path.join(dir, 'about.md'), '---\ntitle: Our story\n---\n');
    writeFileSync(path.join(dir, 'notes.txt'), 'ignored');
    expect(readSitePageOverrides(dir)).toEqual({ about: '---\ntitle: Our story\n---\n' });
    expect(readSitePageOverrides(undefined)).toEqual({});
  });

  it('stops the start naming the variable when the folder cannot be read', () => {
    expect(() => readSitePageOverrides('/no/such/folder')).toThrow(/LECTERN_SITE_PAGES_DIR: cannot read the folder "\/no\/such\/folder"/);
  });
});
