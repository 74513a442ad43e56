import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { OPENAPI_PATH } from '#src/shared/api/openapi-document.ts';
import { SAMPLES } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';
import { getJson, ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';

/**
 * The published contract: the server serves the OpenAPI document
 * checked in at docs/api/openapi.json byte for byte, and what its endpoints answer on real
 * articles validates against the schemas that document publishes.
 */
const CHECKED_IN = readFileSync(path.resolve('docs/api/openapi.json'), 'utf8');
const DOCUMENT_ID = 'https://lectern.invalid/openapi.json';

describe(`GET ${OPENAPI_PATH}`, () => {
  let pool: pg.Pool;
  let running: RunningApp;
  const piiOf: Record<string, string> = {};

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elife00005, SAMPLES.elifeLargest, SAMPLES.elsevier]);
    Object.assign(piiOf, await piisBy(pool, 'doi'));
    running = await listen(
      createApp({ access: ALL_CONTENT_OPEN, articles: createArticleRepository(pool), log: pino({ level: 'silent' }) }),
    );
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  it('serves the checked-in document, as JSON, cacheable', async () => {
    const res = await fetch(`${running.base}${OPENAPI_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toBe(CHECKED_IN);
  });

  describe('real answers validate against the published schemas', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ ...(JSON.parse(CHECKED_IN) as object), $id: DOCUMENT_ID });
    const validator = (component: string) => ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/${component}`)!;

    it.each([
      ['BodyResponse', (p: Record<string, string>) => `/sdfe/arp/pii/${p['10.7554/eLife.00005']}/body`],
      ['AuthorsResponse', (p: Record<string, string>) => `/sdfe/arp/pii/${p['10.7554/eLife.06416']}/authors/`],
      ['ReferencesResponse', (p: Record<string, string>) => `/sdfe/arp/pii/${p['10.7554/eLife.00005']}/references`],
      ['TocResponse', (p: Record<string, string>) => `/sdfe/arp/pii/${p['10.7554/eLife.06416']}/toc`],
      ['AuthorMetadataResponse', (p: Record<string, string>) => `/sdfe/arp/pii/${p['10.1016/j.renene.2013.03.038']}/author-metadata`],
      ['RefersToResponse', (p: Record<string, string>) => `/sdfe/arp/pii/${p['10.7554/eLife.00005']}/refersTo`],
      ['CitingArticlesResponse', (p: Record<string, string>) => `/sdfe/arp/citingArticles?pii=${p['10.7554/eLife.00005']}`],
      ['Problem', () => '/sdfe/arp/pii/S0000000000000000/authors/'],
    ])('%s', async (component, url) => {
      const res = await getJson(running.base, url(piiOf));
      expect(res.status).toBe(component === 'Problem' ? 404 : 200);
      const validate = validator(component);
      expect(validate(res.body), ajv.errorsText(validate.errors)).toBe(true);
    });

    it('a schema that does not fit the answer fails (the check can fail)', async () => {
      const res = await getJson(running.base, `/sdfe/arp/pii/${piiOf['10.7554/eLife.06416']}/toc`);
      expect(validator('AuthorsResponse')(res.body)).toBe(false);
    });
  });
});
