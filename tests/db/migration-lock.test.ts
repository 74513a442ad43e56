import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '#src/db/migrate.server.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * Upgrades with several app servers (README "Upgrades"): each runs the migrations at start-up;
 * the PostgreSQL advisory lock makes one of them apply a new migration while the others wait,
 * then find it applied.
 */
describe('migrations on several app servers at once', () => {
  const pools: pg.Pool[] = [];
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lectern-migrations-'));
    // Slow on purpose, and not re-runnable: a second concurrent run would fail on CREATE TABLE or add a row.
    writeFileSync(
      path.join(dir, '9001_lock_probe.sql'),
      'CREATE TABLE lock_probe (n int); INSERT INTO lock_probe SELECT 1 FROM pg_sleep(0.5);',
    );
    for (let i = 0; i < 3; i++) pools.push(openTestPool());
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies a new migration once; the other servers wait for it and apply nothing', async () => {
    const finished: number[] = [];
    const results = await Promise.all(
      pools.map(async (pool, i) => {
        const applied = await runMigrations(pool, dir);
        finished.push(i);
        return applied;
      }),
    );
    expect(results.filter((applied) => applied.length === 1)).toEqual([['9001_lock_probe.sql']]);
    expect(results.filter((applied) => applied.length === 0)).toHaveLength(2);
    const rows = await pools[0]!.query<{ count: string }>('SELECT count(*) FROM lock_probe');
    expect(rows.rows[0]!.count).toBe('1');
    // The one that applied it finished first: the others waited on the lock, not on a failure.
    expect(results[finished[0]!]).toEqual(['9001_lock_probe.sql']);
    const recorded = await pools[0]!.query('SELECT 1 FROM schema_migrations WHERE name = $1', ['9001_lock_probe.sql']);
    expect(recorded.rowCount).toBe(1);
  });
});
