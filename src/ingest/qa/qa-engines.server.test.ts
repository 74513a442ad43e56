import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArticleFile } from '#src/ingest/read-article.server.ts';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { buildExtractiveQuestions } from '#src/shared/qa/extractive-engine.ts';
import { TOP_PASSAGES } from '#src/ingest/qa/generative-prompt.ts';
import { sourceParagraphs } from '#src/shared/qa/source-paragraphs.ts';
import { chatCompletionsUrl, generativeEngine } from './qa-engines.server.ts';

/**
 * The generative engine against a local stub of an OpenAI-compatible chat-completions server
 * (a service we do not own), on a real sample article.
 */
type Reply = (
  passages: string[],
  body: { model: string; messages: Array<{ role: string; content: string }> },
) => { status?: number; content?: string; delayMs?: number };

describe('generative engine (OpenAI-compatible chat completions)', () => {
  let model: ArticleModel;
  let server: http.Server;
  let base: string;
  let reply: Reply = () => ({ status: 500 });
  const requests: Array<{
    auth: string | undefined;
    path: string;
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }> = [];

  beforeAll(async () => {
    model = (await readArticleFile('samples/elife/elife00005.xml', 50e6)).model;
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as (typeof requests)[number]['body'];
        requests.push({ auth: req.headers.authorization, path: req.url ?? '', body });
        const user = body.messages.find((m) => m.role === 'user')!.content;
        const passages = [...user.matchAll(/^\[(P\d+)\] /gm)].map((m) => m[1]!);
        const r = reply(passages, body);
        setTimeout(() => {
          res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: r.content ?? '' } }] }));
        }, r.delayMs ?? 0);
      });
    });
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const engine = (warnings: string[], timeoutMs = 2000) =>
    generativeEngine({ url: base, apiKey: 'sk-test', model: 'stub-model', timeoutMs }, (m) => warnings.push(m));

  it('asks with the top passages only and keeps answers that cite them (Powered by GenAI)', async () => {
    requests.length = 0;
    reply = (passages) => ({
      content:
        '```json\n' + JSON.stringify({ answer: 'The authors mapped the PRC2 complex.', citations: [passages[0], passages[1]] }) + '\n```',
    });
    const warnings: string[] = [];
    const built = await engine(warnings).build(model);
    const extractive = buildExtractiveQuestions(model);
    expect(built.map((q) => q.id)).toEqual(extractive.map((q) => q.id));
    expect(warnings).toEqual([]);
    expect(requests.length).toBe(extractive.length);
    const paragraphs = new Map(sourceParagraphs(model).map((p) => [p.id, p.text]));
    for (const r of requests) {
      expect(r.path).toBe('/v1/chat/completions');
      expect(r.auth).toBe('Bearer sk-test');
      expect(r.body.model).toBe('stub-model');
      const passages = [...r.body.messages[1]!.content.matchAll(/^\[P\d+\] /gm)];
      expect(passages.length).toBeGreaterThan(0);
      expect(passages.length).toBeLessThanOrEqual(TOP_PASSAGES);
    }
    for (const q of built) {
      expect(q.engine).toBe('generative');
      expect(q.answer).toBe('The authors mapped the PRC2 complex.');
      expect(q.paragraphs.length).toBeGreaterThan(0);
      for (const p of q.paragraphs) expect(paragraphs.get(p.paragraph_id)).toContain(p.passage);
    }
  });

  it('drops an answer citing a passage it was not given, or none, and keeps the extractive answer', async () => {
    reply = (passages, body) =>
      body.messages[1]!.content.includes('What are the main findings?')
        ? { content: JSON.stringify({ answer: 'Made up.', citations: [`P${passages.length + 3}`] }) }
        : { content: JSON.stringify({ answer: 'No sources.', citations: [] }) };
    const warnings: string[] = [];
    const built = await engine(warnings).build(model);
    const extractive = buildExtractiveQuestions(model);
    expect(built).toEqual(extractive);
    expect(warnings.find((w) => w.includes(' findings: '))).toMatch(/cites P\d+, not among the passages/);
    expect(warnings.some((w) => w.includes('cites no passage'))).toBe(true);
  });

  it('falls back to the extractive answer on a timeout or an error, and logs it', async () => {
    reply = (_p, body) =>
      body.messages[1]!.content.includes('What question does this study address?') ? { delayMs: 600, content: '{}' } : { status: 503 };
    const warnings: string[] = [];
    const built = await engine(warnings, 200).build(model);
    expect(built).toEqual(buildExtractiveQuestions(model));
    expect(warnings.find((w) => w.includes(' objective: '))).toContain('no answer within 200 ms');
    expect(warnings.some((w) => w.includes('the endpoint answered 503'))).toBe(true);
  });

  it.each([
    ['http://127.0.0.1:8080/v1', 'http://127.0.0.1:8080/v1/chat/completions'],
    ['http://127.0.0.1:8080/v1/', 'http://127.0.0.1:8080/v1/chat/completions'],
    ['https://api.example.org/v1/chat/completions', 'https://api.example.org/v1/chat/completions'],
  ])('%s → %s', (url, endpoint) => {
    expect(chatCompletionsUrl(url)).toBe(endpoint);
  });
});
