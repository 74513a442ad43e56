import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createAssetRepository } from '#src/db/asset-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { problemSchema } from '#src/shared/api/api-contract.ts';
import { ingestMediaPackage, MEDIA_PNG, MEDIA_VIDEO } from '../setup/media-package.ts';
import { openTestPool } from '../setup/test-database.ts';

describe('GET {media base}/{attachment-eid} (spec 000 §7)', () => {
  let pool: pg.Pool;
  let server: Server;
  let base: string;
  let dir: string;
  const video = MEDIA_VIDEO;
  const png = MEDIA_PNG;
  let eidOf: Record<string, string>;

  beforeAll(async () => {
    pool = openTestPool();
    const media = await ingestMediaPackage(pool, 'lectern-assets-test-');
    ({ dir, eidOf } = media);
    const app = createApp({
      access: ALL_CONTENT_OPEN,
      articles: createArticleRepository(pool),
      log: pino({ level: 'silent' }),
      media: { baseUrl: '/media', assets: createAssetRepository(pool), storage: media.storage },
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('serves an image with its type, length, strong ETag and immutable caching', async () => {
    const res = await fetch(`${base}/${eidOf.png}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(png.length));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers.get('content-disposition')).toBe('inline; filename="elife00218f002.png"');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    const again = await fetch(`${base}/${eidOf.png}`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers byte ranges so video can seek, and HEAD without a body', async () => {
    const part = await fetch(`${base}/${eidOf.webm}`, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(part.headers.get('content-range')).toBe('bytes 100-199/10000');
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
    const tail = await fetch(`${base}/${eidOf.webm}`, { headers: { Range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe('bytes 9990-9999/10000');
    const beyond = await fetch(`${base}/${eidOf.webm}`, { headers: { Range: 'bytes=20000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10000');
    const head = await fetch(`${base}/${eidOf.webm}`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe('10000');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
  });

  it('serves captions as text/vtt and downloads as attachments', async () => {
    const vtt = await fetch(`${base}/${eidOf.vtt}`);
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await vtt.text()).toContain('WEBVTT');
    const download = await fetch(`${base}/${eidOf.png}?download`);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="elife00218f002.png"');
  });

  it('answers 404 problems for unknown eids, listed files without a stored copy, and odd names', async () => {
    const { rows } = await pool.query<{ eid: string }>('SELECT eid FROM assets WHERE storage_key IS NULL LIMIT 1');
    for (const eid of ['no-such-eid', rows[0]!.eid, '..%2F..%2Fetc%2Fpasswd']) {
      const res = await fetch(`${base}/${eid}`);
      expect(res.status).toBe(404);
      expect(problemSchema.parse(await res.json()).status).toBe(404);
    }
  });

  it('allows an external media base in the Content-Security-Policy and leaves /media unmounted', async () => {
    const app = createApp({
      access: ALL_CONTENT_OPEN,
      articles: createArticleRepository(pool),
      log: pino({ level: 'silent' }),
      media: {
        baseUrl: 'https://cdn.example.org/lectern/media',
        assets: createAssetRepository(pool),
        storage: localFolderStorage(path.join(dir, 'assets')),
      },
    });
    const other = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    try {
      const origin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const res = await fetch(`${origin}/no-such-page`); // /healthz answers before the security headers
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("img-src 'self' data: https://cdn.example.org;");
      expect(csp).toContain("media-src 'self' https://cdn.example.org;");
      expect((await fetch(`${origin}/media/${eidOf.png}`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
