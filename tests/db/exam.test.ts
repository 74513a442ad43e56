import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createExamRepository } from '#src/db/exam-repository.server.ts';
import { createAccessService } from '#src/server/access/article-access.server.ts';
import { deriveEntitledTokenKey } from '#src/server/access/entitled-token.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { problemSchema } from '#src/shared/api/api-contract.ts';
import { examResponseSchema } from '#src/shared/exam/exam-contract.ts';
import { sampleWithExam } from '../setup/exam-fixtures.ts';
import { sample } from '../setup/samples.ts';
import { getJson, ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

/**
 * The exam (001 §1, §7): questions from the article XML in both source forms (crafted
 * fixtures in tests/fixtures/exam, spliced into real samples), or from `exam:import`;
 * /sdfe/arp/pii/{pii}/exam answers them, and never without a valid entitledToken.
 */
const MICROED = '10.7554/eLife.01345';
const MTDNA = '10.1016/j.nmd.2012.03.009';
let pool: pg.Pool;
let open: RunningApp;
let guarded: RunningApp;
let pii: Record<string, string>;
const admin = (...args: string[]) => runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));
const examOf = async (doi: string) => {
  const res = await getJson(open.base, `/sdfe/arp/pii/${pii[doi]}/exam?entitledToken=t`);
  expect(res.status).toBe(200);
  return examResponseSchema.parse(res.body).questions;
};

beforeAll(async () => {
  pool = openTestPool();
  await ingestAll(pool, [sampleWithExam('jats'), sampleWithExam('elsevier'), sample('elife/elife00005.xml')]);
  pii = await piisBy(pool, 'doi');
  const base = { articles: createArticleRepository(pool), exams: createExamRepository(pool), log: pino({ level: 'silent' }) };
  open = await listen(createApp({ ...base, access: ALL_CONTENT_OPEN }));
  guarded = await listen(
    createApp({
      ...base,
      access: createAccessService({ entitlements: createEntitlementRepository(pool), tokenKey: deriveEntitledTokenKey('x'.repeat(32)) }),
    }),
  );
});
afterAll(async () => {
  await open.close();
  await guarded.close();
  await pool.end();
});

describe('GET /sdfe/arp/pii/{pii}/exam', () => {
  it('JATS sec-type="exam" question-wrap: questions, choices, the correct choice and the explanation', async () => {
    expect(await examOf(MICROED)).toEqual([
      {
        id: 'exam-q-microed',
        question: 'Which particles does MicroED use to record diffraction from protein microcrystals?',
        options: ['X-ray photons', 'Electrons', 'Neutrons'],
        correctOption: 1,
        explanation: 'Electrons interact strongly with matter, so crystals far too small for X-ray crystallography still diffract.',
      },
      {
        id: 'exam-q-dose',
        question: 'Why is the electron dose kept very low during data collection?',
        options: ['To keep the detector cool', 'To limit radiation damage to the crystal'],
        correctOption: 1,
        explanation: 'A low dose limits radiation damage, so one crystal yields a whole dataset.',
      },
    ]);
    // Taken out of the back matter: the exam is not in the body the page renders.
    const { rows } = await pool.query<{ model: string }>('SELECT model::text FROM articles WHERE pii = $1', [pii[MICROED]]);
    expect(JSON.parse(rows[0]!.model).back).not.toContainEqual(
      expect.objectContaining({ type: 'section', attrs: expect.objectContaining({ id: 'cme-exam' }) }),
    );
    expect(JSON.stringify(JSON.parse(rows[0]!.model).back)).not.toContain('MicroED use to record');
  });

  it('Elsevier ce:exam-questions / ce:exam-answers', async () => {
    const questions = await examOf(MTDNA);
    expect(questions.map((q) => [q.id, q.options[q.correctOption!], q.explanation])).toEqual([
      ['exq1-1', 'They arise sporadically', 'Most single deletions are sporadic, with a low risk of transmission.'],
      ['exq1-2', 'Kearns–Sayre syndrome', 'Kearns–Sayre syndrome, with chronic progressive external ophthalmoplegia and Pearson syndrome.'],
    ]);
  });

  it('an article without an exam has none; an unknown article is a 404', async () => {
    expect(await examOf('10.7554/eLife.00005')).toEqual([]);
    const missing = await getJson(open.base, '/sdfe/arp/pii/S0000000000000000/exam');
    expect(missing.status).toBe(404);
  });

  it('behind the entitled guard: no token or a forged one gets a 403 problem and no question', async () => {
    for (const query of ['', '?entitledToken=forged']) {
      const res = await getJson(guarded.base, `/sdfe/arp/pii/${pii[MICROED]}/exam${query}`);
      expect(res.status, query).toBe(403);
      expect(problemSchema.parse(res.body).detail.length).toBeGreaterThan(10);
      expect(JSON.stringify(res.body)).not.toContain('MicroED');
    }
  });
});

describe('npm run admin -- exam:import <pii> <file.json>', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-exam-import-'));
  const file = (name: string, value: unknown) => {
    const p = path.join(dir, name);
    writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
    return p;
  };

  it('refuses a bad question, naming it, and changes nothing', async () => {
    const bad = file('bad.json', {
      questions: [
        { id: 'q1', question: 'Fine?', options: ['yes', 'no'], correctOption: 0 },
        { id: 'q2', question: 'Broken?', options: ['a'], correctOption: 3 },
      ],
    });
    const result = await admin('exam:import', pii['10.7554/eLife.00005']!, bad);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(
      `${bad}: question 2 (correctOption): correctOption must point at one of the options\nnothing was imported\n`,
    );
    expect(await examOf('10.7554/eLife.00005')).toEqual([]);
    expect((await admin('exam:import', 'S0000000000000000', bad)).exitCode).toBe(1);
  });

  it('sets the exam of an article; it survives the article being ingested again', async () => {
    const good = file('good.json', [
      {
        id: 'membrane',
        question: 'What curves the membrane?',
        options: ['BAR domains', 'Ribosomes'],
        correctOption: 0,
        explanation: 'Crescent-shaped BAR domains bind and bend membranes.',
      },
    ]);
    const result = await admin('exam:import', pii['10.7554/eLife.00005']!, good);
    expect(result).toMatchObject({ exitCode: 0, stdout: `${pii['10.7554/eLife.00005']}: exam of 1 question imported\n` });
    await ingestAll(pool, [sample('elife/elife00005.xml')]);
    expect((await examOf('10.7554/eLife.00005')).map((q) => q.id)).toEqual(['membrane']);
    const unknown = await admin('exam:import', 'S0000000000000000', good);
    expect(unknown.stderr).toBe('No article with PII S0000000000000000\n');
  });
});
