import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installOps } from './install-ops.ts';

describe('load shedding', () => {
  let release: () => void = () => {};
  let base = '';
  let close: () => void = () => {};

  beforeAll(async () => {
    const app = express();
    installOps(app, { maxInFlight: 1 });
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async (_req, res) => {
      await held;
      res.send('done');
    });
    app.get('/search', (_req, res) => res.send('results'));
    app.get('/assets/root-abc.css', (_req, res) => res.type('text/css').send('body{}'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('past the in-flight limit a page is refused, but the build files of pages already let in are served', async () => {
    const slow = fetch(`${base}/slow`);
    await new Promise((r) => setTimeout(r, 50));
    const page = await fetch(`${base}/search`, { headers: { Accept: 'application/json' } });
    expect([page.status, page.headers.get('retry-after')]).toEqual([503, '1']);
    const css = await fetch(`${base}/assets/root-abc.css`);
    expect([css.status, await css.text()]).toEqual([200, 'body{}']);
    release();
    expect(await (await slow).text()).toBe('done');
  });
});
