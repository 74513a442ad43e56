import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createFeedRepository } from '#src/db/feed-repository.server.ts';
import { createHarvestRepository } from '#src/db/harvest-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { deriveTokenKey } from '#src/server/oai/resumption-token.ts';
import { SAMPLES } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';
import { ingestAll, piisBy } from '../setup/test-app.ts';

/**
 * Every kind of OAI-PMH response, as served, is valid against the protocol's own XML Schema
 * (OAI-PMH 2.0, vendored in tests/fixtures/schemas/oai-pmh with its source note), checked by
 * libxml2's xmllint without network access. CI installs xmllint (Debian libxml2-utils).
 */
const SCHEMA = path.resolve('tests/fixtures/schemas/oai-pmh/responses.xsd');
const REPO = 'journals.example.org';

/** xmllint's verdict on one document: exit code and what it printed. */
function xmllint(xml: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, '-']);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ENOENT' ? new Error('xmllint is not installed: apt-get install libxml2-utils') : e),
    );
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(xml);
  });
}

describe('OAI-PMH responses validate against the OAI-PMH 2.0 XSD', () => {
  let pool: pg.Pool;
  let server: Server;
  let base: string;
  const piiOf: Record<string, string> = {};

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elife00005, SAMPLES.elifeMath, SAMPLES.elifeMostCited, SAMPLES.elsevier]);
    Object.assign(piiOf, await piisBy(pool, 'doi'));
    const app = createApp({
      access: ALL_CONTENT_OPEN,
      articles: createArticleRepository(pool),
      log: pino({ level: 'silent' }),
      publicUrl: `https://${REPO}`,
      machine: {
        harvest: createHarvestRepository(pool),
        feeds: createFeedRepository(pool),
        oai: {
          repositoryId: REPO,
          adminEmail: 'oai@example.org',
          tokenKey: deriveTokenKey('test secret for oai tokens, long enough'),
          pageSize: 2,
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

  const oai = async (params: Record<string, string>) => (await fetch(`${base}/oai?${new URLSearchParams(params)}`)).text();
  const elife = () => `oai:${REPO}:${piiOf['10.7554/eLife.00005']}`;
  const elsevier = () => `oai:${REPO}:${piiOf['10.1016/j.renene.2013.03.038']}`;

  it.each<[string, () => Record<string, string>, RegExp]>([
    ['Identify (with its oai-identifier description)', () => ({ verb: 'Identify' }), /<Identify>/],
    ['ListMetadataFormats', () => ({ verb: 'ListMetadataFormats' }), /<ListMetadataFormats>/],
    [
      'ListMetadataFormats of one item',
      () => ({ verb: 'ListMetadataFormats', identifier: elife() }),
      /<metadataPrefix>jats<\/metadataPrefix>/,
    ],
    ['ListSets', () => ({ verb: 'ListSets' }), /<ListSets>/],
    [
      'ListIdentifiers, first page with a resumption token',
      () => ({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' }),
      /<resumptionToken [^>]*completeListSize="4"/,
    ],
    ['ListRecords oai_dc', () => ({ verb: 'ListRecords', metadataPrefix: 'oai_dc' }), /<oai_dc:dc /],
    ['ListRecords jats', () => ({ verb: 'ListRecords', metadataPrefix: 'jats' }), /<article /],
    [
      'ListRecords by day range',
      () => ({ verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2000-01-01', until: '2999-12-31' }),
      /<ListRecords>/,
    ],
    ['GetRecord oai_dc (Elsevier)', () => ({ verb: 'GetRecord', metadataPrefix: 'oai_dc', identifier: elsevier() }), /<GetRecord>/],
    ['GetRecord jats', () => ({ verb: 'GetRecord', metadataPrefix: 'jats', identifier: elife() }), /<GetRecord>/],
    ['badVerb', () => ({ verb: 'Harvest' }), /code="badVerb"/],
    ['badArgument', () => ({ verb: 'GetRecord', metadataPrefix: 'oai_dc' }), /code="badArgument"/],
    [
      'idDoesNotExist',
      () => ({ verb: 'GetRecord', metadataPrefix: 'oai_dc', identifier: `oai:${REPO}:S0000000000000000` }),
      /code="idDoesNotExist"/,
    ],
    [
      'cannotDisseminateFormat',
      () => ({ verb: 'GetRecord', metadataPrefix: 'jats', identifier: elsevier() }),
      /code="cannotDisseminateFormat"/,
    ],
    ['noRecordsMatch', () => ({ verb: 'ListRecords', metadataPrefix: 'oai_dc', until: '1990-01-01' }), /code="noRecordsMatch"/],
    ['badResumptionToken', () => ({ verb: 'ListRecords', resumptionToken: 'not-a-token' }), /code="badResumptionToken"/],
  ])('%s', async (_name, params, expected) => {
    const xml = await oai(params());
    expect(xml).toMatch(expected);
    const { code, output } = await xmllint(xml);
    expect(output).toBe('- validates\n');
    expect(code).toBe(0);
  });

  it('the next page of a list, asked with its resumption token, validates too', async () => {
    const first = await oai({ verb: 'ListRecords', metadataPrefix: 'oai_dc' });
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(first)?.[1];
    expect(token).toBeDefined();
    const next = await oai({ verb: 'ListRecords', resumptionToken: token! });
    expect(next).toMatch(/<record>/);
    expect(await xmllint(next)).toMatchObject({ code: 0 });
  });

  it('the check can fail: a response without its responseDate is refused', async () => {
    const xml = (await oai({ verb: 'Identify' })).replace(/<responseDate>[^<]*<\/responseDate>/, '');
    const { code, output } = await xmllint(xml);
    expect(code).not.toBe(0);
    expect(output).toContain('fails to validate');
  });
});
