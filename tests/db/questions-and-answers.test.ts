import type pg from 'pg';
import { Window } from 'happy-dom';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createApp } from '#src/server/app.ts';
import { problemSchema } from '#src/shared/api/api-contract.ts';
import { questionsAndAnswersResponseSchema, type QuestionAndAnswer } from '#src/shared/qa/qa-contract.ts';
import { sentenceSpans } from '#src/shared/qa/sentences.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { BrowserClient } from '#tests/setup/browser-client.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { sample } from '#tests/setup/samples.ts';
import { ingestAll, listen, piisBy, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * Questions answered in this article (001 §2, §3, §7, §9; 000 §2, §9) over HTTP on real sample
 * articles: built at ingest, answered at /article/related/faq/pii/{pii} only to readers who may
 * read the body (the answers quote it), each answer quoting its paragraphs on the page word for
 * word; ratings need the page's CSRF token and entitledToken and are shown to administrators.
 */
const ELIFE = 'elife/elife00005.xml';
const FUEL = 'elsevier/S0016236113008041.norm-xml';
const PASSWORD = 'questions test password';

function pageDocument(html: string): Document {
  const window = new Window();
  window.document.write(html);
  return window.document as unknown as Document;
}

describe('questions answered in this article', () => {
  let pool: pg.Pool;
  let build: ServerBuild;
  let running: RunningApp;
  let elife: string;
  let fuel: string;

  const faq = (pii: string, token?: string) =>
    fetch(`${running.base}/article/related/faq/pii/${pii}${token ? `?entitledToken=${encodeURIComponent(token)}` : ''}`);
  /** An anonymous page carries no entitledToken (ADR 008): it asks for one, as the page's script does. */
  const tokenOf = async (pii: string): Promise<string | undefined> => {
    const res = await fetch(`${running.base}/sdfe/arp/pii/${pii}/entitled-token`);
    expect(res.headers.get('cache-control')).toMatch(/^(private, )?no-store$/);
    return res.ok ? ((await res.json()) as { entitledToken: string }).entitledToken : undefined;
  };
  const rate = (client: BrowserClient, pii: string, body: unknown, csrf: string | null) =>
    client.request(`/article/related/faq/pii/${pii}/rating`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [sample(ELIFE), sample(FUEL)]);
    const piis = await piisBy(pool, 'source_file');
    elife = piis['elife00005.xml']!;
    fuel = piis['S0016236113008041.norm-xml']!;
    await createAccountRepository(pool).createUser({ email: 'admin@example.org', name: 'An Admin', password: PASSWORD, isAdmin: true });
    build = await loadServerBuild();
    running = await listen(createApp(fullAppOptions(pool, build)));
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    await pool.end();
  });

  it('are built at ingest and answered to a reader of the page, each answer quoting its paragraphs on the page verbatim', async () => {
    const page = await new BrowserClient(running.base).page(`/science/article/pii/${elife}`);
    expect(page.status).toBe(200);
    const doc = pageDocument(page.html);
    // The entry and its table-of-contents anchor (000 §2), and the help link (What’s this?).
    const entry = doc.getElementById('questions-and-answers')!;
    expect(entry.querySelector('h2')?.textContent).toContain('Questions answered in this article');
    expect(entry.textContent).toContain('Beta');
    expect(entry.querySelector('[data-content-type="questions-and-answers"]')).not.toBeNull();
    expect(entry.querySelector('[data-content-type="help"]')?.textContent).toBe('What\u2019s this?');
    expect(page.html).toContain('href="#questions-and-answers"');

    const res = await faq(elife, await tokenOf(elife));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('private');
    const { questions } = questionsAndAnswersResponseSchema.parse(await res.json());
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.map((q) => q.id)).toEqual(expect.arrayContaining(['objective', 'methods', 'findings', 'conclusions']));
    for (const q of questions) {
      expect(q.engine).toBe('extractive');
      expect(q.answer).toBe(q.paragraphs.map((p) => p.passage).join(' '));
      for (const source of q.paragraphs) {
        const paragraph = doc.getElementById(source.paragraph_id);
        expect(paragraph, `${q.id}: paragraph ${source.paragraph_id} is on the page`).not.toBeNull();
        expect(paragraph!.closest('.article-body, .back-matter'), `${q.id}: ${source.paragraph_id} is body text`).not.toBeNull();
        for (const s of sentenceSpans(source.passage)) expect(paragraph!.textContent, `${q.id}: "${s.text}"`).toContain(s.text);
        if (source.section_id) expect(doc.getElementById(source.section_id)?.contains(paragraph!)).toBe(true);
      }
    }
  });

  it('refuse a reader without a valid entitledToken, and an unknown article', async () => {
    const none = await faq(elife);
    expect(none.status).toBe(403);
    expect(none.headers.get('content-type')).toContain('application/problem+json');
    const wrong = await faq(elife, 'not-a-token');
    expect(wrong.status).toBe(403);
    const missing = await faq('S0000000000000000');
    expect(missing.status).toBe(404);
    const token = (await tokenOf(elife))!;
    const tooLong = await fetch(
      `${running.base}/article/related/faq/pii/${elife}?entitledToken=${encodeURIComponent(token)}&variation=${'x'.repeat(65)}`,
    );
    expect(tooLong.status).toBe(400);
    expect(problemSchema.parse(await tooLong.json()).detail).toContain('variation');
  });

  it('are neither offered nor answered to a reader without access to the body (preview layout)', async () => {
    const entitlements = createEntitlementRepository(pool);
    const { rows } = await pool.query<{ slug: string }>(
      'SELECT p.slug FROM publications p JOIN articles a ON a.publication_id = p.id WHERE a.pii = $1',
      [fuel],
    );
    const free = await new BrowserClient(running.base).page(`/science/article/pii/${fuel}`);
    expect(free.html).toContain('id="questions-and-answers"');
    const freeToken = await tokenOf(fuel);
    const stored = questionsAndAnswersResponseSchema.parse(await (await faq(fuel, freeToken)).json()).questions;
    expect(stored.length).toBeGreaterThan(0);
    try {
      expect(await entitlements.setBusinessModel(rows[0]!.slug, 'subscription')).toBe(true);
      const outsider = await new BrowserClient(running.base).page(`/science/article/pii/${fuel}`);
      expect(outsider.status).toBe(200);
      expect(outsider.html).not.toContain('id="questions-and-answers"');
      expect(outsider.html).not.toContain('href="#questions-and-answers"');
      expect(await tokenOf(fuel)).toBeUndefined();
      // A token from when the article was free is refused now; no answer text leaks either way.
      for (const res of [await faq(fuel), await faq(fuel, freeToken)]) {
        expect(res.status).toBe(403);
        const text = await res.text();
        for (const q of stored) expect(text).not.toContain(q.paragraphs[0]!.passage.slice(0, 40));
      }
    } finally {
      await entitlements.setBusinessModel(rows[0]!.slug, 'hybrid');
    }
  });

  it('take a 3-star rating with the page CSRF token and entitledToken, validated, and show it to administrators with the usage', async () => {
    const reader = new BrowserClient(running.base);
    const page = await reader.page(`/science/article/pii/${elife}`);
    const csrf = BrowserClient.csrfOf(page.html);
    const entitledToken = (await tokenOf(elife))!;
    const { questions } = questionsAndAnswersResponseSchema.parse(await (await faq(elife, entitledToken)).json());
    const question: QuestionAndAnswer = questions[0]!;
    const count = async () => (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM article_question_ratings')).rows[0]!.n;

    expect((await rate(reader, elife, { questionId: question.id, rating: 3, entitledToken }, null)).status).toBe(403);
    const badRating = await rate(reader, elife, { questionId: question.id, rating: 4, entitledToken }, csrf);
    expect(badRating.status).toBe(400);
    expect(problemSchema.parse(await badRating.json()).detail).toBe('Invalid rating: rating must be 1, 2 or 3 stars');
    expect((await rate(reader, elife, '{"questionId":', csrf)).status).toBe(400);
    expect((await rate(reader, elife, { questionId: question.id, rating: 2, entitledToken: 'forged' }, csrf)).status).toBe(403);
    const unknown = await rate(reader, elife, { questionId: 'no-such-question', rating: 2, entitledToken }, csrf);
    expect(unknown.status).toBe(404);
    expect(await count()).toBe(0);

    expect((await rate(reader, elife, { questionId: question.id, rating: 2, entitledToken }, csrf)).status).toBe(204);
    expect((await rate(reader, elife, { questionId: question.id, rating: 3, entitledToken }, csrf)).status).toBe(204);
    expect(await count()).toBe(2);

    expect((await reader.request(`/article/related/faq/pii/${elife}/ratings`)).status).toBe(403);
    const admin = new BrowserClient(running.base);
    expect((await admin.submit('/user/login', { email: 'admin@example.org', password: PASSWORD })).status).toBe(302);
    const seen = await admin.request(`/article/related/faq/pii/${elife}/ratings`);
    expect(seen.status).toBe(200);
    const body = (await seen.json()) as {
      usage: { views: number } | null;
      questions: Array<{ questionId: string; question: string; ratings: number; average: number; stars: number[] }>;
    };
    expect(body.usage).toEqual(
      expect.objectContaining({ views: expect.any(Number), downloads: expect.any(Number), citations: expect.any(Number) }),
    );
    expect(body.questions).toEqual([{ questionId: question.id, question: question.question, ratings: 2, average: 2.5, stars: [0, 1, 1] }]);
  });
});
