import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WROTE_COOKIE } from '#src/shared/site/read-routing.ts';
import { readYourWrites } from './read-your-writes.ts';

/** The "wrote at" cookie (ADR 010): stamped on the answers to unsafe requests only, beside their own cookies. */
describe('readYourWrites', () => {
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.use(readYourWrites);
    app.get('/page', (_req, res) => void res.send('page'));
    app.post('/rate', (_req, res) => void res.cookie('other', '1').status(204).end());
    app.post('/stream', (_req, res) => {
      res.write('a');
      res.end('b');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const wrote = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${WROTE_COOKIE}=`));

  it('a GET sets no cookie', async () => {
    const res = await fetch(`${base}/page`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("a POST answer carries the moment it was sent, HttpOnly, for 60 s, and keeps the handler's own cookies", async () => {
    const before = Date.now();
    const res = await fetch(`${base}/rate`, { method: 'POST' });
    expect(res.status).toBe(204);
    const cookie = wrote(res)!;
    expect(cookie).toMatch(new RegExp(`^${WROTE_COOKIE}=\\d+; Path=/; Max-Age=60; HttpOnly; SameSite=Lax$`));
    const at = Number(/=(\d+);/.exec(cookie)![1]);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(res.headers.getSetCookie().some((c) => c.startsWith('other=1'))).toBe(true);
  });

  it('a streamed answer (implicit headers) is stamped too', async () => {
    const res = await fetch(`${base}/stream`, { method: 'POST' });
    expect(await res.text()).toBe('ab');
    expect(wrote(res)).toBeDefined();
  });
});
