import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARED_CACHE_POLICY } from '#src/shared/access/page-cache-bucket.ts';
import { loadEnv } from './env.server.ts';
import { PACKAGE_ROOT } from './paths.server.ts';

/** The CDN times of anonymous article pages (ADR 008): README and .env.example state the schema's defaults. */
describe('page cache configuration', () => {
  const readme = readFileSync(path.join(PACKAGE_ROOT, 'README.md'), 'utf8');
  const example = readFileSync(path.join(PACKAGE_ROOT, '.env.example'), 'utf8');
  const defaults = loadEnv({});

  it.each([
    ['LECTERN_PAGE_S_MAXAGE', defaults.LECTERN_PAGE_S_MAXAGE, DEFAULT_SHARED_CACHE_POLICY.sMaxAge],
    ['LECTERN_PAGE_STALE_WHILE_REVALIDATE', defaults.LECTERN_PAGE_STALE_WHILE_REVALIDATE, DEFAULT_SHARED_CACHE_POLICY.staleWhileRevalidate],
  ])('%s defaults to %i everywhere it is written', (name, schemaDefault, appDefault) => {
    expect(appDefault).toBe(schemaDefault);
    expect(new RegExp(`^\\| \`${name}\` \\| \`(\\d+)\` \\|`, 'm').exec(readme)?.[1]).toBe(String(schemaDefault));
    expect(new RegExp(`^# ${name}=(\\d+)$`, 'm').exec(example)?.[1]).toBe(String(schemaDefault));
  });

  it('refuses a negative, fractional or too long time', () => {
    expect(() => loadEnv({ LECTERN_PAGE_S_MAXAGE: '-1' })).toThrow(/LECTERN_PAGE_S_MAXAGE/);
    expect(() => loadEnv({ LECTERN_PAGE_STALE_WHILE_REVALIDATE: '1.5' })).toThrow(
      'LECTERN_PAGE_STALE_WHILE_REVALIDATE: must be a whole number of seconds',
    );
    // A cached page's anonymous CSRF token must outlive the copy (ADR 005, 007).
    expect(() => loadEnv({ LECTERN_PAGE_S_MAXAGE: '86400' })).toThrow('LECTERN_PAGE_S_MAXAGE: must be at most 43200 seconds (12 hours)');
    expect(loadEnv({ LECTERN_PAGE_S_MAXAGE: '600' }).LECTERN_PAGE_S_MAXAGE).toBe(600);
  });
});
