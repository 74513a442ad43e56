import fs from 'node:fs/promises';
import pg from 'pg';
import { MIGRATIONS_DIR } from './migrate.server.ts';

/** What one look at the database found: reachable with every migration applied, or why not. */
export type ProbeResult = { ok: true } | { ok: false; reason: string };

interface Destroyable {
  connection?: { stream?: { destroy(): void } };
}

/**
 * Opens one connection with the pool's own settings (so it follows the pool to a new port) and
 * checks that every migration in db/migrations is applied, all within `timeoutMs`. A stopped or
 * frozen server answers nothing, so the probe's own timer decides and the socket is dropped.
 */
export async function probeDatabase(pool: pg.Pool, timeoutMs: number, migrationsDir = MIGRATIONS_DIR): Promise<ProbeResult> {
  const expected = (await fs.readdir(migrationsDir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f));
  const settings = (pool as unknown as { options: pg.ClientConfig }).options;
  const client = new pg.Client({ ...settings, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, statement_timeout: timeoutMs });
  client.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<ProbeResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `the database did not answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const look = (async (): Promise<ProbeResult> => {
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((r) => r.name));
    const pending = expected.filter((f) => !applied.has(f));
    return pending.length === 0 ? { ok: true } : { ok: false, reason: `migrations not applied: ${pending.join(', ')}` };
  })().catch((e: unknown): ProbeResult => ({ ok: false, reason: `the database is unreachable: ${(e as Error).message}` }));
  try {
    return await Promise.race([look, expired]);
  } finally {
    clearTimeout(timer);
    (client as unknown as Destroyable).connection?.stream?.destroy();
    void client.end().catch(() => {});
  }
}
