import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/server/app.ts';
import { createHttpServer } from '#src/server/ops/http-server.server.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * Slow clients (README "Operations", LECTERN_REQUEST_TIMEOUT_MS): a request whose body or
 * headers are trickled in is cut off with 408 when the request time is up, the connection is
 * closed, and the server goes on answering. Here a short setting, 3 s (its headers time is a third
 * of it: a shorter one would cut off a request sent at once by a test process the loaded machine
 * did not run for a moment).
 */
describe('request timeout', () => {
  let pool: pg.Pool;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    pool = openTestPool();
    server = createHttpServer(createApp(fullAppOptions(pool, await loadServerBuild())), { requestTimeoutMs: 3000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await pool.end();
  });

  /** Writes `head`, then one of `trickle` every 100 ms until the server closes the connection; resolves with all it answered. */
  const trickled = (head: string, trickle: string[]) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      socket.setEncoding('utf8');
      socket.on('connect', () => {
        socket.write(head);
        const parts = [...trickle];
        timer = setInterval(() => {
          const part = parts.shift();
          if (part !== undefined && !socket.destroyed) socket.write(part);
        }, 100);
      });
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(answer);
      });
    });

  const statusLine = (answer: string) => answer.slice(0, answer.indexOf('\r\n'));

  it('a form body trickled a byte at a time is cut off with 408 and the connection closed', async () => {
    const body = 'verb=Identify&padding=' + 'x'.repeat(200);
    const head = `POST /oai HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answer = await trickled(head, [...body]);
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    // The server is unharmed: the same request sent at once is answered.
    const res = await fetch(`http://127.0.0.1:${port}/oai`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'verb=Identify',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<Identify>');
  });

  it('headers trickled a line at a time are cut off with 408 too', async () => {
    const lines = Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: a\r\n`);
    const answer = await trickled('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n', lines);
    expect(statusLine(answer)).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('a body that arrives in pieces within the time is answered', async () => {
    const body = 'verb=Identify';
    const head = `POST /oai HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answer = await trickled(head, ['verb', '=Iden', 'tify']);
    expect(statusLine(answer)).toBe('HTTP/1.1 200 OK');
    expect(answer).toContain('<Identify>');
  });
});
