import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type pg from 'pg';
import { expect } from 'vitest';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import type { AssetStorage } from '#src/storage/asset-storage.ts';

const MAX_XML_BYTES = 20 * 1024 * 1024;

/** An app under test, listening on a free loopback port. */
export interface RunningApp {
  base: string;
  close(): Promise<void>;
}

export async function listen(app: Express): Promise<RunningApp> {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Ingests files or folders into the test database; every one must ingest. */
export async function ingestAll(pool: pg.Pool, paths: string[]): Promise<void> {
  const summary = await ingestPaths(pool, paths, { maxBytes: MAX_XML_BYTES });
  expect(summary.failures).toEqual([]);
}

/** Ingests one article package folder (its XML and files), storing its files in `assets`; it must ingest. */
export async function ingestPackage(pool: pg.Pool, packageDir: string, assets: AssetStorage): Promise<void> {
  const summary = await ingestPaths(pool, [packageDir], {
    maxBytes: MAX_XML_BYTES,
    packages: { assets, maxPackageBytes: 10 * 1024 * 1024, maxXmlBytes: MAX_XML_BYTES },
  });
  expect(summary.failures).toEqual([]);
}

/** PII of every stored article, keyed by its DOI or by the file it was ingested from. */
export async function piisBy(pool: pg.Pool, key: 'doi' | 'source_file'): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ pii: string; key: string | null }>(`SELECT pii, ${key} AS key FROM articles`);
  return Object.fromEntries(rows.filter((r) => r.key !== null).map((r) => [r.key!, r.pii]));
}

/** GET a JSON endpoint: status, content type and parsed body. */
export async function getJson(base: string, path: string): Promise<{ status: number; type: string; body: unknown }> {
  const res = await fetch(base + path, { headers: { Accept: 'application/json' } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as unknown };
}
