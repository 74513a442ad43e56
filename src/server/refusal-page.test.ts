import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningApp } from '#tests/setup/test-app.ts';
import { refusalPageHtml, sendRefusal } from './refusal-page.ts';

/** A browser refused a file gets a page; an API client keeps the problem document, same status. */
describe('sendRefusal', () => {
  let app: RunningApp;
  beforeAll(async () => {
    const server = express();
    server.get('/pdf', (_req, res) =>
      sendRefusal(res, 403, 'You do not have access to this PDF.', {
        heading: 'You do not have access to this PDF',
        article: { pii: 'S0016236113008041', title: 'Coal <b>ash</b>' },
      }),
    );
    server.get('/sold-elsewhere', (_req, res) =>
      sendRefusal(res, 403, 'No.', { heading: 'No', article: { pii: 'S0016236113008041', thirdParty: true } }),
    );
    server.get('/cap', (_req, res) =>
      sendRefusal(res, 429, 'Too many PDFs today.', { heading: 'Download limit reached', article: { pii: 'S0016236113008041' } }),
    );
    app = await listen(server);
  });
  afterAll(() => app.close());

  const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  it.each([
    ['a browser navigation', BROWSER, 'text/html'],
    ['an API client asking for JSON', 'application/json', 'application/problem+json'],
    ['fetch() without an Accept preference', '*/*', 'application/problem+json'],
    ['a problem-document client', 'application/problem+json', 'application/problem+json'],
  ])('%s gets %s with the same status', async (_name, accept, type) => {
    const res = await fetch(`${app.base}/pdf`, { headers: { Accept: accept } });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toContain(type);
  });

  it('the page says why and offers sign in, institution and purchase, escaping the title', async () => {
    const html = await (await fetch(`${app.base}/pdf`, { headers: { Accept: BROWSER } })).text();
    expect(html).toContain('<h1>You do not have access to this PDF</h1>');
    expect(html).toContain('Coal &#60;b&#62;ash&#60;/b&#62;');
    expect(html).toContain('<a href="/user/login?targetURL=%2Fscience%2Farticle%2Fpii%2FS0016236113008041">Sign in</a>');
    expect(html).toContain(
      '<a href="/user/institution/login?targetUrl=%2Fscience%2Farticle%2Fpii%2FS0016236113008041">Access through your institution</a>',
    );
    expect(html).toContain('<a href="/science/article/pii/S0016236113008041/purchase">Purchase this article</a>');
    expect(html).toContain('<a href="/science/article/abs/pii/S0016236113008041">View the abstract</a>');
  });

  it('offers no purchase of an article its own publisher sells, and no access options for a cap', async () => {
    expect(await (await fetch(`${app.base}/sold-elsewhere`, { headers: { Accept: BROWSER } })).text()).not.toContain(
      'Purchase this article',
    );
    const cap = await fetch(`${app.base}/cap`, { headers: { Accept: BROWSER } });
    expect(cap.status).toBe(429);
    expect(await cap.text()).not.toContain('Sign in');
  });

  it('keeps the problem document for API clients', async () => {
    const body = (await (await fetch(`${app.base}/pdf`, { headers: { Accept: 'application/json' } })).json()) as {
      status: number;
      detail: string;
    };
    expect(body).toMatchObject({ status: 403, detail: 'You do not have access to this PDF.' });
  });

  it('is a whole document with a language, a title and a main landmark', () => {
    const html = refusalPageHtml({ status: 403, heading: 'H', detail: 'D', options: [] });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<title>H</title>');
    expect(html).toContain('<main>');
  });
});
