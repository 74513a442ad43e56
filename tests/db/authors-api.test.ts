import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { authorMetadataResponseSchema, authorsResponseSchema } from '#src/shared/api/api-contract.ts';
import { SAMPLES, sample } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';
import { ingestAll, listen, type RunningApp } from '../setup/test-app.ts';

/** The author calls of 001 §7 on real samples: /pii/{pii}/authors/ and /pii/{pii}/author-metadata. */
describe('author endpoints', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let base: string;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elifeLargest, sample('elife/elife12481.xml'), SAMPLES.elsevier]);
    const app = createApp({ access: ALL_CONTENT_OPEN, articles: createArticleRepository(pool), log: pino({ level: 'silent' }) });
    running = await listen(app);
    base = running.base;
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  const piiOf = async (doi: string) => (await pool.query<{ pii: string }>('SELECT pii FROM articles WHERE doi = $1', [doi])).rows[0]!.pii;
  const get = async (path: string) => {
    const res = await fetch(base + path);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('author-metadata gives each author its index and the ORCID record as https URL (not the URL twice)', async () => {
    const res = await get(`/sdfe/arp/pii/${await piiOf('10.7554/eLife.12481')}/author-metadata`);
    expect(res.status).toBe(200);
    const body = authorMetadataResponseSchema.parse(res.body);
    expect(body.authors.map((a) => [a.authorIndex, a.name, a.authorUrl, a.orcid])).toEqual([
      [0, 'Ignacio A Rodriguez-Brenes', 'https://orcid.org/0000-0002-9117-6006', '0000-0002-9117-6006'],
      [1, 'Dominik Wodarz', 'https://orcid.org/0000-0002-8017-3707', '0000-0002-8017-3707'],
    ]);
  });

  it('author-metadata has no URL for an author without profile or ORCID', async () => {
    const body = authorMetadataResponseSchema.parse((await get('/sdfe/arp/pii/S0960148113002048/author-metadata')).body);
    expect(body.authors.map((a) => [a.name, a.authorUrl, a.orcid])).toEqual([
      ['Anders Goude', null, null],
      ['Fredrik Bülow', null, null],
    ]);
  });

  it('authors/ gives what the Author side panel shows: e-addresses, affiliations with text, correspondence', async () => {
    const body = authorsResponseSchema.parse((await get('/sdfe/arp/pii/S0960148113002048/authors/')).body);
    const goude = body.authors[0]!;
    expect(goude.eAddresses).toEqual([{ type: 'email', value: 'anders.goude@angstrom.uu.se' }]);
    expect(body.affiliations.find((a) => a.id === goude.affiliationIds[0])?.text).toContain('Uppsala University');
    expect(body.correspondences.map((c) => c.id)).toEqual(goude.correspondenceIds);
  });

  it('authors/ of elife06416 names every collaboration member', async () => {
    const body = authorsResponseSchema.parse((await get(`/sdfe/arp/pii/${await piiOf('10.7554/eLife.06416')}/authors/`)).body);
    const members = body.authors.flatMap((a) => a.members ?? []);
    expect(members.length).toBe(2853);
    expect(members[0]).toMatchObject({ name: { display: 'Patrick Abbazia' } });
  });
});
