import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { sample } from '../setup/samples.ts';
import { ingestAll, piisBy } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

/** `reader:enhanced` (001 §2 "the enhanced-reader setting"): a publication's setting, an article's own one winning. */
let pool: pg.Pool;
let pii: Record<string, string>;
const admin = (...args: string[]) => runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));
const setting = async (doi: string) =>
  (await createEntitlementRepository(pool).articleAccessFacts(pii[doi]!, { userId: null, institutionIds: [] }))!.enhancedReader;
const A = '10.7554/eLife.00005';
const B = '10.7554/eLife.00109';

beforeAll(async () => {
  pool = openTestPool();
  await ingestAll(pool, [sample('elife/elife00005.xml'), sample('elife/elife00109.xml')]);
  pii = await piisBy(pool, 'doi');
});
afterAll(() => pool.end());

describe('npm run admin -- reader:enhanced', () => {
  it('is off until set; a publication turns it on for its articles; an article may differ and inherit again', async () => {
    expect(await setting(A)).toBe(false);
    const slug = (
      await pool.query<{ slug: string }>('SELECT p.slug FROM publications p JOIN articles a ON a.publication_id = p.id WHERE a.pii = $1', [
        pii[A],
      ])
    ).rows[0]!.slug;
    expect(await admin('reader:enhanced', '--publication', slug)).toMatchObject({
      exitCode: 0,
      stdout: `enhanced reader on for the articles of ${slug}\n`,
    });
    expect([await setting(A), await setting(B)]).toEqual([true, true]);
    expect((await admin('reader:enhanced', '--article', pii[B]!, '--off')).exitCode).toBe(0);
    expect([await setting(A), await setting(B)]).toEqual([true, false]);
    expect((await admin('reader:enhanced', '--article', pii[B]!, '--inherit')).stdout).toBe(
      `${pii[B]} follows its publication's enhanced-reader setting\n`,
    );
    expect(await setting(B)).toBe(true);
  });

  it('refuses unclear or unknown targets', async () => {
    expect((await admin('reader:enhanced')).stderr).toBe('reader:enhanced: give --publication <slug> or --article <pii>\n');
    expect((await admin('reader:enhanced', '--publication', 'nope')).stderr).toContain('No publication with slug "nope"');
    expect((await admin('reader:enhanced', '--article', 'S0000000000000000')).stderr).toBe('No article with PII S0000000000000000\n');
    expect((await admin('reader:enhanced', '--publication', 'x', '--inherit')).exitCode).toBe(2);
  });
});
