import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createSubstanceRepository } from '#src/db/substance-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { problemSchema } from '#src/shared/api/api-contract.ts';
import { substancesResponseSchema } from '#src/shared/substances/substance-contract.ts';
import { sample } from '../setup/samples.ts';
import { getJson, ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

/**
 * Substances (001 §3 "Substance", §7 /sdfe/arp/pii/{pii}/substances): the bundled starter
 * registry (migration 0018) found in real sample articles at ingest, listed in order of first
 * mention; `substance:import` validates every row and changes nothing on a bad one.
 */
const SYNAPSE = '10.7554/eLife.00109';
const MEMBRANE = '10.7554/eLife.00005';
let pool: pg.Pool;
let running: RunningApp;
let pii: Record<string, string>;
const dir = mkdtempSync(path.join(tmpdir(), 'lectern-substances-'));
const admin = (...args: string[]) => runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};
const substancesOf = async (doi: string) => {
  const res = await getJson(running.base, `/sdfe/arp/pii/${pii[doi]}/substances`);
  expect(res.status).toBe(200);
  return substancesResponseSchema.parse(res.body).substances;
};

beforeAll(async () => {
  pool = openTestPool();
  await ingestAll(pool, [sample('elife/elife00109.xml'), sample('elife/elife00005.xml'), sample('elife/elife01662.xml')]);
  pii = await piisBy(pool, 'doi');
  running = await listen(
    createApp({
      access: ALL_CONTENT_OPEN,
      articles: createArticleRepository(pool),
      substances: { repository: createSubstanceRepository(pool), chemistryDbUrl: 'https://pubchem.ncbi.nlm.nih.gov/compound/{name}' },
      log: pino({ level: 'silent' }),
    }),
  );
});
afterAll(async () => {
  await running.close();
  await pool.end();
});

describe('GET /sdfe/arp/pii/{pii}/substances', () => {
  it('eLife 00109 lists the starter substances its text mentions, in order of first mention, with their facts', async () => {
    const substances = await substancesOf(SYNAPSE);
    expect(substances.map((s) => s.title)).toEqual([
      'serotonin',
      'dopamine',
      'HEPES',
      'sodium chloride',
      'ethylenediaminetetraacetic acid',
      'tris(hydroxymethyl)aminomethane',
      'glycerol',
      'L-glutamic acid',
    ]);
    const salt = substances.find((s) => s.id === 'sodium-chloride')!;
    expect(salt).toMatchObject({
      molecularFormula: 'NaCl',
      molecularWeight: '58.44',
      casRegistryNumber: '7647-14-5',
      otherTitles: ['NaCl', 'table salt'],
      chemistryDatabaseUrl: 'https://pubchem.ncbi.nlm.nih.gov/compound/sodium%20chloride?utm_source=lectern-substance-panel',
    });
    expect(salt.substanceFacts[0]).toMatchObject({
      displayName: 'PubChem compound 5234',
      url: 'https://pubchem.ncbi.nlm.nih.gov/compound/5234',
    });
    // Both eLife 00109 and 00005 mention sodium chloride.
    expect(salt.citationCount).toBe(2);
  });

  it('another article gets its own list; an article without registry substances gets an empty one', async () => {
    expect((await substancesOf(MEMBRANE)).map((s) => s.id)).toEqual(['sodium-chloride', 'glycerol', 'tris', 'water']);
    expect(await substancesOf('10.7554/eLife.01662')).toEqual([]);
  });

  it('an unknown article is a 404 problem; a bad query a 400', async () => {
    const missing = await getJson(running.base, '/sdfe/arp/pii/S0000000000000000/substances');
    expect(missing.status).toBe(404);
    expect(problemSchema.parse(missing.body).detail).toBe('No article with PII S0000000000000000');
    const bad = await getJson(running.base, `/sdfe/arp/pii/${pii[SYNAPSE]}/substances?creditCardPurchaseAllowed=maybe`);
    expect(bad.status).toBe(400);
  });
});

describe('npm run admin -- substance:import <file>', () => {
  it('a file with a bad row is refused with its line and nothing changes', async () => {
    const before = await pool.query('SELECT count(*)::int AS n FROM substances');
    const json = file(
      'bad.json',
      JSON.stringify(
        [
          { id: 'imidazole', title: 'imidazole', casRegistryNumber: '288-32-4' },
          { id: 'dtt', title: 'dithiothreitol', casRegistryNumber: '3483-12-4' },
        ],
        null,
        1,
      ),
    );
    const result = await admin('substance:import', json);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(
      `1 bad row; nothing was imported:\n${json}:7: casRegistryNumber must be a CAS Registry Number with a valid check digit, such as 7732-18-5\n`,
    );
    expect((await pool.query('SELECT count(*)::int AS n FROM substances')).rows).toEqual(before.rows);
    expect((await substancesOf(SYNAPSE)).map((s) => s.id)).not.toContain('imidazole');
  });

  it('a CAS number another substance holds is refused; nothing changes', async () => {
    const csv = file('clash.csv', 'id,title,casRegistryNumber\nimidazole,imidazole,288-32-4\nsalt,salt,7647-14-5\n');
    const result = await admin('substance:import', csv);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('CAS Registry Number 7647-14-5 is already registered as substance "sodium-chloride"');
    expect((await pool.query("SELECT 1 FROM substances WHERE id = 'imidazole'")).rowCount).toBe(0);
  });

  it('a good CSV adds substances and finds them in every stored article at once', async () => {
    const csv = file(
      'good.csv',
      'id,title,otherTitles,molecularFormula,molecularWeight,casRegistryNumber\nimidazole,imidazole,1H-imidazole,C3H4N2,68.08,288-32-4\ndtt,dithiothreitol,DTT,C4H10O2S2,154.3,3483-12-3\n',
    );
    const result = await admin('substance:import', csv);
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    expect(result.stdout).toMatch(/^imported 2 substances \(2 new, 0 updated\); \d+ substance mentions in 3 articles\n$/);
    const ids = (await substancesOf(SYNAPSE)).map((s) => s.id);
    expect(ids).toContain('imidazole');
    expect(ids).toContain('dtt');
    const again = await admin('substance:import', csv);
    expect(again.stdout).toMatch(/^imported 2 substances \(0 new, 2 updated\)/);
  });

  it('needs exactly one file argument', async () => {
    const result = await admin('substance:import');
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('substance:import: expected <file>');
  });
});
