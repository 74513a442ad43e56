import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdmissionLimits } from './admission.ts';
import { createLoadShedding, prefersPage, type LoadShedding } from './load-shedding.ts';

/** A server whose answers wait until the test lets them go, behind load shedding. */
async function heldServer(limits: AdmissionLimits) {
  const held: Array<{ url: string; release: () => void }> = [];
  let shed = 0;
  const shedding = createLoadShedding(limits, { shed: () => shed++ });
  const app = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/healthz') return void res.end('alive');
    if (req.url!.startsWith('/assets/')) return void res.end(`file ${req.url}`);
    held.push({ url: req.url!, release: () => res.end(`answered ${req.url}`) });
  };
  const server = http.createServer(shedding.wrap(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    shedding,
    held,
    shedCount: () => shed,
    release: (url: string) => held.find((h) => h.url === url)!.release(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let running: Awaited<ReturnType<typeof heldServer>> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const waitFor = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 5000, interval: 5 });
const queuedOn = (s: LoadShedding, n: number) => waitFor(() => s.queued() === n);

describe('load shedding in front of the app', () => {
  it('serves up to the slots, queues the next, answers the excess at once with 503 and Retry-After', async () => {
    const s = (running = await heldServer({ maxInFlight: 1, maxQueueMs: 60_000, maxQueue: 1 }));
    const first = fetch(`${s.base}/first`);
    await waitFor(() => s.held.length === 1);
    const second = fetch(`${s.base}/second`);
    await queuedOn(s.shedding, 1);
    expect(s.shedding.inFlight()).toBe(1);

    const api = await fetch(`${s.base}/sdfe/arp/pii/S0000000000000000/context`, { headers: { Accept: 'application/json' } });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('1');
    expect(api.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(await api.json()).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'The server is busy.',
      instance: '/sdfe/arp/pii/S0000000000000000/context',
    });

    const page = await fetch(`${s.base}/science/article/pii/S0000000000000000`, {
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('1');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<h1>Service temporarily unavailable</h1><p>The server is busy. Please try again in a moment.</p>');
    expect(s.shedCount()).toBe(2);

    // Liveness is answered whatever the load, and so are the build's files: a page already let
    // in and shed of its stylesheet or modules would be unstyled and never hydrate.
    expect(await (await fetch(`${s.base}/healthz`)).text()).toBe('alive');
    const css = await fetch(`${s.base}/assets/root-abc.css`);
    expect([css.status, await css.text()]).toEqual([200, 'file /assets/root-abc.css']);

    // The waiting request is served when the slot frees, in order.
    expect(s.held.map((h) => h.url)).toEqual(['/first']);
    s.release('/first');
    expect(await (await first).text()).toBe('answered /first');
    await waitFor(() => s.held.length === 2);
    expect(s.shedding.queued()).toBe(0);
    s.release('/second');
    const answer = await second;
    expect([answer.status, await answer.text()]).toEqual([200, 'answered /second']);
    await waitFor(() => s.shedding.inFlight() === 0);
  });

  it('a request that waited its longest gets its 503 then, and is never served', async () => {
    const s = (running = await heldServer({ maxInFlight: 1, maxQueueMs: 50, maxQueue: 10 }));
    const first = fetch(`${s.base}/first`);
    await waitFor(() => s.held.length === 1);
    const late = await fetch(`${s.base}/late`, { headers: { Accept: 'application/json' } });
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('1');
    expect(s.shedding.queued()).toBe(0);
    s.release('/first');
    expect((await first).status).toBe(200);
    expect(s.held.map((h) => h.url)).toEqual(['/first']);
  });

  it('a client that leaves while waiting gives its place up', async () => {
    const s = (running = await heldServer({ maxInFlight: 1, maxQueueMs: 60_000, maxQueue: 1 }));
    const first = fetch(`${s.base}/first`);
    await waitFor(() => s.held.length === 1);
    const leaving = http.get(`${s.base}/leaving`);
    leaving.on('error', () => {});
    await queuedOn(s.shedding, 1);
    leaving.destroy();
    await queuedOn(s.shedding, 0);
    const next = fetch(`${s.base}/next`);
    await queuedOn(s.shedding, 1);
    s.release('/first');
    await waitFor(() => s.held.length === 2);
    s.release('/next');
    expect((await next).status).toBe(200);
    expect((await first).status).toBe(200);
    expect(s.held.map((h) => h.url)).toEqual(['/first', '/next']);
    expect(s.shedCount()).toBe(0);
  });
});

/** The same answers as Express's `req.accepts(['application/json', 'application/problem+json', 'text/html'])` (checked with its negotiator). */
describe('page or problem document for a shed request', () => {
  it.each([
    ['a browser', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['curl', '*/*', false],
    ['no Accept header', undefined, false],
    ['an API client', 'application/json', false],
    ['problem documents first', 'application/problem+json, text/html;q=0.5', false],
    ['HTML preferred by quality', 'application/json;q=0.5, text/html', true],
    ['HTML named, JSON by wildcard at the same quality', 'text/html, */*', true],
    ['both named at the same quality: HTML listed first', 'text/html, application/json', true],
    ['both named at the same quality: JSON listed first', 'application/json, text/html', false],
    ['HTML refused', 'text/html;q=0, */*', false],
    ['text/* for a text client', 'text/*', true],
  ])('%s (%s): page %s', (_name, accept, page) => {
    expect(prefersPage(accept)).toBe(page);
  });
});
