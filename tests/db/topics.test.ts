import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { ensureTopics, refreshTopics } from '#src/db/topic-builder.server.ts';
import { createTopicRepository } from '#src/db/topic-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { problemSchema } from '#src/shared/api/api-contract.ts';
import { snippetAnnotationsResponseSchema, topicAnnotationsResponseSchema } from '#src/shared/topics/topic-contract.ts';
import { parseTopicImport } from '#src/shared/topics/topic-import.ts';
import { openTestPool, useSamplesDatabase } from '../setup/test-database.ts';
import { getJson, listen, piisBy, type RunningApp } from '../setup/test-app.ts';

describe('topics store and annotation endpoints (spec 000 §3, §5, §7) on the samples', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let base: string;
  const piiOf: Record<string, string> = {};

  beforeAll(async () => {
    await useSamplesDatabase();
    pool = openTestPool();
    Object.assign(piiOf, await piisBy(pool, 'doi'));
    const app = createApp({
      access: ALL_CONTENT_OPEN,
      articles: createArticleRepository(pool),
      topics: createTopicRepository(pool),
      log: pino({ level: 'silent' }),
    });
    running = await listen(app);
    base = running.base;
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  const get = (path: string) => getJson(base, path);

  it('builds topics at ingest from keywords and subject terms shared by at least two articles', async () => {
    const { rows } = await pool.query<{ name: string; discipline: string; slug: string; phrases: string[]; keyword_articles: number }>(
      `SELECT name, discipline, slug, phrases,
         (SELECT count(*)::int FROM topic_articles ta WHERE ta.topic_id = t.id AND ta.as_keyword) AS keyword_articles
       FROM topics t WHERE source = 'corpus'`,
    );
    const byName = new Map(rows.map((r) => [r.name.toLowerCase(), r]));
    // eLife keywords: "cryo-EM" in six articles (spelled "cryo-EM" and "Cryo-EM"), "complexin" in two.
    expect(byName.get('cryo-em')).toMatchObject({ slug: 'cryo-em', discipline: 'biochemistry-genetics-and-molecular-biology' });
    expect(byName.get('cryo-em')!.phrases).toEqual(expect.arrayContaining(['cryo-EM', 'Cryo-EM']));
    expect(byName.get('complexin')).toMatchObject({ keyword_articles: 2 });
    // Article-type headings, organisms and single-article keywords are not topics.
    for (const name of ['research article', 'correction', 'other', 'mouse', 'vawt', 'darrieus turbine'])
      expect(byName.has(name)).toBe(false);
    for (const r of rows) expect(r.keyword_articles).toBeGreaterThanOrEqual(2);
  });

  it('GET /topics/annotations/{id} answers {data: {abstract, sections, matches}} for the article', async () => {
    const pii = piiOf['10.7554/eLife.00461']!;
    const res = await get(`/topics/annotations/${pii}`);
    expect(res.status).toBe(200);
    const { data } = topicAnnotationsResponseSchema.parse(res.body);
    expect(data.matches.length).toBeGreaterThan(0);
    expect(data.abstract.topics.map((t) => t.name)).toEqual(expect.arrayContaining(['cryo-EM', 'ribosome']));
    const model = (await createArticleRepository(pool).findByPii(pii))!.model;
    const ids = new Set<string>();
    JSON.stringify(model.body, (key, value: unknown) => {
      if (key === 'id' && typeof value === 'string') ids.add(value);
      return value;
    });
    for (const s of data.sections) expect(ids.has(s.id)).toBe(true);
    for (const t of data.matches) expect(t.targetURL).toMatch(/^\/topics\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  it('the optional issn scopes the lookup to the journal; unknown articles are 404 problems', async () => {
    const pii = piiOf['10.7554/eLife.00461']!;
    expect((await get(`/topics/annotations/${pii}?issn=2050-084X`)).status).toBe(200);
    const other = await get(`/topics/annotations/${pii}?issn=0960-1481`);
    expect(other.status).toBe(404);
    expect(problemSchema.parse(other.body).detail).toBe(`No article with PII ${pii} in the journal with ISSN 0960-1481`);
    const bad = await get(`/topics/annotations/${pii}?issn=nope`);
    expect(bad.status).toBe(400);
    expect((await get('/topics/annotations/S0000000000000000')).status).toBe(404);
  });

  it.each([
    ['/topics/annotations', 'piis should be an array'],
    ['/topics/annotations?flat=true', 'piis should be an array'],
    ['/topics/annotations?piis=', 'The piis array should not be empty'],
    ['/topics/annotations?piis=&piis=%20', 'The piis array should not be empty'],
  ])('GET %s is a 400 problem: "%s" (000 §5)', async (path, detail) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/problem+json');
    expect(problemSchema.parse(res.body).detail).toBe(detail);
  });

  it('GET /topics/annotations?piis=…: a list of {pii, matches, sections, abstract}; flat=true gives piis without annotations the merged matches', async () => {
    const a = piiOf['10.7554/eLife.00461']!;
    const b = piiOf['10.7554/eLife.00005']!;
    const none = 'S0000000000000000';
    const plain = snippetAnnotationsResponseSchema.parse((await get(`/topics/annotations?piis=${a}&piis=${b}&piis=&piis=${none}`)).body);
    expect(plain.map((x) => x.pii)).toEqual([a, b, none]);
    expect(plain[2]).toEqual({ pii: none, abstract: { topics: [] }, sections: [], matches: [] });
    const flat = snippetAnnotationsResponseSchema.parse((await get(`/topics/annotations?piis=${a}&piis=${b}&piis=${none}&flat=true`)).body);
    const merged = new Set([...plain[0]!.matches, ...plain[1]!.matches].map((t) => t.targetURL));
    expect(new Set(flat[2]!.matches.map((t) => t.targetURL))).toEqual(merged);
    expect(flat[0]).toEqual(plain[0]);
  });

  it('imported topics (JSON or TSV) get pages and annotations; refreshing again changes nothing', async () => {
    const topics = createTopicRepository(pool);
    await topics.importTopics(
      parseTopicImport(
        'name\tdiscipline\tphrases\tdescription\nWind turbine\tEnergy\tturbine|turbines\tA machine that turns wind into electricity.\n',
        'tsv',
      ),
    );
    const first = await refreshTopics(pool);
    const page = await topics.topicPage('energy', 'wind-turbine', 1, 50);
    expect(page).toMatchObject({
      name: 'Wind turbine',
      description: 'A machine that turns wind into electricity.',
      discipline: { name: 'Energy' },
    });
    const wind = page!.articles.find((x) => x.pii === 'S0960148113002048');
    expect(wind).toBeDefined();
    for (const s of wind!.sentences) expect(s.text.slice(s.matchStart, s.matchEnd).toLowerCase()).toMatch(/^(wind turbine|turbines?)$/);
    const second = await refreshTopics(pool);
    expect(second).toEqual(first);
  });

  it('start-up builds the store once for a database that has articles but was never built', async () => {
    expect(await ensureTopics(pool)).toBeNull();
    await pool.query('DELETE FROM topic_store');
    const built = await ensureTopics(pool);
    expect(built?.topics).toBeGreaterThan(10);
    expect(await ensureTopics(pool)).toBeNull();
  });

  it('a topic page lists the articles and the sentences that define or use the term', async () => {
    const page = await createTopicRepository(pool).topicPage('biochemistry-genetics-and-molecular-biology', 'cryo-em', 1, 50);
    expect(page).not.toBeNull();
    expect(page!.articles.length).toBeGreaterThanOrEqual(6);
    const sentences = page!.articles.flatMap((a) => a.sentences);
    expect(sentences.length).toBeGreaterThan(0);
    for (const s of sentences)
      expect(
        s.text
          .slice(s.matchStart, s.matchEnd)
          .toLowerCase()
          .replace(/[\s–-]+/g, ''),
      ).toBe('cryoem');
    expect(await createTopicRepository(pool).topicPage('energy', 'no-such-topic', 1, 50)).toBeNull();
  });
});
