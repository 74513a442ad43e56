import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createFeedRepository } from '#src/db/feed-repository.server.ts';
import { createHarvestRepository } from '#src/db/harvest-repository.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { descendants, first, textContent } from '#src/ingest/xml/parse-xml.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { JATS_NS } from '#src/server/oai/jats-metadata.ts';
import { deriveTokenKey } from '#src/server/oai/resumption-token.ts';
import { childElements, errorCodes, harvestAll, OAI_NS, oaiGet, text } from '../setup/oai-client.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';

const REPO = 'journals.example.org';
const PAGE = 7;

describe('OAI-PMH 2.0 at /oai', () => {
  let pool: pg.Pool;
  let server: Server;
  let base: string;
  let articles: Array<{ pii: string; doi: string | null; source_format: string; slug: string; source_file: string; title: string }>;
  const id = (pii: string) => `oai:${REPO}:${pii}`;
  const piiOf = (file: string) => articles.find((a) => a.source_file === file)!.pii;

  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
    articles = (
      await pool.query(
        'SELECT a.pii, a.doi, a.source_format, a.source_file, a.title, p.slug FROM articles a JOIN publications p ON p.id = a.publication_id',
      )
    ).rows;
    const app = createApp({
      access: ALL_CONTENT_OPEN,
      articles: createArticleRepository(pool),
      log: pino({ level: 'silent' }),
      publicUrl: 'https://journals.example.org',
      machine: {
        harvest: createHarvestRepository(pool),
        feeds: createFeedRepository(pool),
        oai: {
          repositoryId: REPO,
          adminEmail: 'oai@example.org',
          tokenKey: deriveTokenKey('test secret for oai tokens, long enough'),
          pageSize: PAGE,
        },
      },
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await pool.end();
  });

  it('has the whole sample set to harvest', () => {
    expect(articles).toHaveLength(67);
  });

  it('by default a page holds 100 items, and 20 full-text JATS records', async () => {
    const app = createApp({
      access: ALL_CONTENT_OPEN,
      articles: createArticleRepository(pool),
      log: pino({ level: 'silent' }),
      machine: { harvest: createHarvestRepository(pool), feeds: createFeedRepository(pool), oai: { tokenKey: deriveTokenKey('defaults') } },
    });
    const defaults = app.listen(0, '127.0.0.1');
    await new Promise((r) => defaults.once('listening', r));
    try {
      const at = `http://127.0.0.1:${(defaults.address() as AddressInfo).port}`;
      const all = await oaiGet(at, { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' });
      expect(descendants(all.root, 'header')).toHaveLength(67);
      // A complete list in one response has no resumption token.
      expect(descendants(all.root, 'resumptionToken')).toHaveLength(0);
      const jats = await oaiGet(at, { verb: 'ListRecords', metadataPrefix: 'jats' });
      expect(descendants(jats.root, 'record')).toHaveLength(20);
      const token = descendants(jats.root, 'resumptionToken')[0]!;
      expect(token.attrs.completeListSize).toBe(String(articles.filter((a) => a.source_format === 'jats').length));
    } finally {
      await new Promise((r) => defaults.close(r));
    }
  });

  it.each(['ListRecords', 'ListIdentifiers'])('%s harvests every article exactly once through every resumption token', async (verb) => {
    const pages = await harvestAll(base, { verb, metadataPrefix: 'oai_dc' });
    expect(pages).toHaveLength(Math.ceil(67 / PAGE));
    const headers = pages.flatMap((p) => descendants(p, 'header'));
    const ids = headers.map((h) => text(h, 'identifier'));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(articles.map((a) => id(a.pii)).sort());
    // cursor counts what came before; completeListSize stays the list's size; the last token is empty.
    pages.forEach((page, i) => {
      const token = descendants(page, 'resumptionToken')[0]!;
      expect(token.attrs.cursor).toBe(String(i * PAGE));
      expect(token.attrs.completeListSize).toBe('67');
      expect(textContent(token) === '').toBe(i === pages.length - 1);
    });
    for (const h of headers) {
      expect(text(h, 'datestamp')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(text(h, 'setSpec')).toBe(articles.find((a) => id(a.pii) === text(h, 'identifier'))!.slug);
    }
  });

  it('ListRecords in jats gives every JATS article once, as namespaced JATS', async () => {
    const pages = await harvestAll(base, { verb: 'ListRecords', metadataPrefix: 'jats' });
    const records = pages.flatMap((p) => descendants(p, 'record'));
    const jats = articles.filter((a) => a.source_format === 'jats');
    expect(jats.length).toBeGreaterThan(0);
    expect(records.map((r) => text(r, 'header', 'identifier')).sort()).toEqual(jats.map((a) => id(a.pii)).sort());
    for (const r of records) {
      const article = childElements(first(r, 'metadata'))[0]!;
      expect(article.local).toBe('article');
      expect(article.uri).toBe(JATS_NS);
    }
  });

  it('sets partition the repository: each journal lists its own articles', async () => {
    const { root } = await oaiGet(base, { verb: 'ListSets' });
    const specs = descendants(root, 'setSpec').map(textContent);
    expect(specs.sort()).toEqual([...new Set(articles.map((a) => a.slug))].sort());
    let total = 0;
    for (const set of specs) {
      const ids = (await harvestAll(base, { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set })).flatMap((p) =>
        descendants(p, 'identifier').map(textContent),
      );
      expect(ids.sort()).toEqual(
        articles
          .filter((a) => a.slug === set)
          .map((a) => id(a.pii))
          .sort(),
      );
      total += ids.length;
    }
    expect(total).toBe(67);
  });

  it('Identify describes the repository', async () => {
    const { status, contentType, root } = await oaiGet(base, { verb: 'Identify' });
    expect(status).toBe(200);
    expect(contentType).toBe('text/xml; charset=utf-8');
    expect(root.uri).toBe(OAI_NS);
    expect(first(root, 'request')!.attrs).toEqual({ verb: 'Identify' });
    const identify = first(root, 'Identify');
    expect(text(identify, 'baseURL')).toBe('https://journals.example.org/oai');
    expect(text(identify, 'protocolVersion')).toBe('2.0');
    expect(text(identify, 'adminEmail')).toBe('oai@example.org');
    expect(text(identify, 'granularity')).toBe('YYYY-MM-DDThh:mm:ssZ');
    expect(text(identify, 'deletedRecord')).toBe('no');
    expect(text(identify, 'earliestDatestamp')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(text(identify, 'description', 'oai-identifier', 'repositoryIdentifier')).toBe(REPO);
  });

  it('GetRecord gives Dublin Core built from the article', async () => {
    const pii = piiOf('elife00005.xml');
    const { root } = await oaiGet(base, { verb: 'GetRecord', identifier: id(pii), metadataPrefix: 'oai_dc' });
    expect(errorCodes(root)).toEqual([]);
    const dc = childElements(descendants(root, 'metadata')[0])[0]!;
    expect(dc.name).toBe('oai_dc:dc');
    const values = (name: string) => descendants(dc, name).map(textContent);
    expect(values('dc:title')).toEqual(['Molecular architecture of human polycomb repressive complex 2']);
    expect(values('dc:creator')).toContain('Ciferri, Claudio');
    expect(values('dc:identifier')).toEqual([
      'https://doi.org/10.7554/eLife.00005',
      `https://journals.example.org/science/article/pii/${pii}`,
    ]);
    expect(values('dc:description')[0]).toMatch(/^Polycomb Repressive Complex 2 \(PRC2\) is essential/);
    expect(values('dc:rights')).toEqual(['http://creativecommons.org/licenses/by/3.0/']);
    expect(values('dc:publisher')).toEqual(['eLife Sciences Publications, Ltd']);
    expect(values('dc:date')).toEqual(['2012-10-30']);
    expect(values('dc:language')).toEqual(['en']);
  });

  it('ListMetadataFormats offers jats for JATS articles only', async () => {
    const all = await oaiGet(base, { verb: 'ListMetadataFormats' });
    expect(descendants(all.root, 'metadataPrefix').map(textContent)).toEqual(['oai_dc', 'jats']);
    const elsevier = await oaiGet(base, { verb: 'ListMetadataFormats', identifier: id(piiOf('S0960148113002048.norm-xml')) });
    expect(descendants(elsevier.root, 'metadataPrefix').map(textContent)).toEqual(['oai_dc']);
    const elife = await oaiGet(base, { verb: 'ListMetadataFormats', identifier: id(piiOf('elife00005.xml')) });
    expect(descendants(elife.root, 'metadataPrefix').map(textContent)).toEqual(['oai_dc', 'jats']);
  });

  it('a POSTed form is the same request', async () => {
    const res = await fetch(`${base}/oai`, { method: 'POST', body: new URLSearchParams({ verb: 'ListSets' }) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<ListSets>');
  });

  it('re-ingesting an article mid-harvest does not hand it out twice', async () => {
    const firstPage = await oaiGet(base, { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' });
    const seen = descendants(firstPage.root, 'identifier').map(textContent);
    const token = textContent(descendants(firstPage.root, 'resumptionToken')[0]);
    const again = articles.find((a) => id(a.pii) === seen[0])!;
    const file = readdirSync(SAMPLES_DIR, { recursive: true, encoding: 'utf8' }).find((f) => path.basename(f) === again.source_file)!;
    const stamp = async () =>
      (await pool.query<{ t: string }>('SELECT updated_at::text AS t FROM articles WHERE pii = $1', [again.pii])).rows[0]!.t;
    const before = await stamp();
    expect((await ingestPaths(pool, [path.join(SAMPLES_DIR, file)], { maxBytes: 20 * 1024 * 1024 })).failed).toBe(0);
    // The re-ingest really moved the article to the end of the (updated_at, id) order.
    expect(await stamp()).not.toBe(before);
    const rest = await harvestAll(base, { verb: 'ListIdentifiers', resumptionToken: token });
    const ids = [...seen, ...rest.flatMap((p) => descendants(p, 'identifier').map(textContent))];
    expect(ids).toHaveLength(67);
    expect(new Set(ids).size).toBe(67);
  });

  describe('protocol errors', () => {
    it.each<[string, Record<string, string>, string]>([
      ['no verb', {}, 'badVerb'],
      ['an illegal verb', { verb: 'Harvest' }, 'badVerb'],
      ['a missing metadataPrefix', { verb: 'ListRecords' }, 'badArgument'],
      ['an argument the verb does not take', { verb: 'Identify', metadataPrefix: 'oai_dc' }, 'badArgument'],
      ['a bad datestamp', { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', from: 'yesterday' }, 'badArgument'],
      [
        'mixed granularities',
        { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', from: '2000-01-01', until: '2100-01-01T00:00:00Z' },
        'badArgument',
      ],
      [
        'a made-up token',
        { verb: 'ListRecords', resumptionToken: 'eyJ2IjoxfQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
        'badResumptionToken',
      ],
      ['a ListSets token', { verb: 'ListSets', resumptionToken: 'anything' }, 'badResumptionToken'],
      ['an unknown format in a list', { verb: 'ListRecords', metadataPrefix: 'marc21' }, 'cannotDisseminateFormat'],
      [
        'an unknown format for a record',
        { verb: 'GetRecord', identifier: 'oai:journals.example.org:S0960148113002048', metadataPrefix: 'marc21' },
        'cannotDisseminateFormat',
      ],
      [
        'an unknown identifier',
        { verb: 'GetRecord', identifier: `oai:${REPO}:S0000000000000000`, metadataPrefix: 'oai_dc' },
        'idDoesNotExist',
      ],
      [
        'an identifier of another repository',
        { verb: 'GetRecord', identifier: 'oai:elsewhere.org:S0960148113002048', metadataPrefix: 'oai_dc' },
        'idDoesNotExist',
      ],
      ['formats of an unknown item', { verb: 'ListMetadataFormats', identifier: 'not-an-oai-id' }, 'idDoesNotExist'],
      ['an unknown set', { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', set: 'no-such-journal' }, 'noRecordsMatch'],
      ['a range after every record', { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2999-01-01' }, 'noRecordsMatch'],
      ['a range before every record', { verb: 'ListRecords', metadataPrefix: 'oai_dc', until: '1999-12-31T23:59:59Z' }, 'noRecordsMatch'],
    ])('%s: %s', async (_name, params, code) => {
      const { status, contentType, root } = await oaiGet(base, params);
      expect(status).toBe(200);
      expect(contentType).toBe('text/xml; charset=utf-8');
      expect(errorCodes(root)).toContain(code);
      expect(descendants(root, 'record')).toHaveLength(0);
      const request = first(root, 'request')!;
      expect(textContent(request)).toBe('https://journals.example.org/oai');
      // After badVerb and badArgument the request element carries no attributes (§3.6).
      if (code === 'badVerb' || code === 'badArgument') expect(request.attrs).toEqual({});
      else expect(request.attrs.verb).toBe(params.verb);
    });

    it('an Elsevier article cannot be disseminated as JATS', async () => {
      const { root } = await oaiGet(base, {
        verb: 'GetRecord',
        identifier: id(piiOf('S0960148113002048.norm-xml')),
        metadataPrefix: 'jats',
      });
      expect(errorCodes(root)).toEqual(['cannotDisseminateFormat']);
    });

    it('a token altered by one character, or used with another verb, is refused', async () => {
      const { root } = await oaiGet(base, { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' });
      const token = textContent(descendants(root, 'resumptionToken')[0]);
      expect(token).not.toBe('');
      const altered = token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);
      expect(errorCodes((await oaiGet(base, { verb: 'ListIdentifiers', resumptionToken: altered })).root)).toEqual(['badResumptionToken']);
      expect(errorCodes((await oaiGet(base, { verb: 'ListRecords', resumptionToken: token })).root)).toEqual(['badResumptionToken']);
      expect(errorCodes((await oaiGet(base, { verb: 'ListIdentifiers', resumptionToken: token })).root)).toEqual([]);
    });

    it('a from/until window at day granularity includes its last day', async () => {
      const { root } = await oaiGet(base, { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' });
      const day = text(descendants(root, 'header')[0], 'datestamp').slice(0, 10);
      const { root: window } = await oaiGet(base, { verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', from: day, until: day });
      expect(errorCodes(window)).toEqual([]);
      expect(descendants(window, 'header').every((h) => text(h, 'datestamp').startsWith(day))).toBe(true);
    });
  });
});
