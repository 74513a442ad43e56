/**
 * Bulk copies (bench/scale/grow.ts) run faster without the secondary indexes and the foreign
 * keys of the tables they fill: every GIN (full-text, trigram) and B-tree insert and every
 * foreign-key check is paid per row, while a build after the copy sorts once and a foreign key
 * is validated by one join. So a growth step records the definitions from the catalogue
 * (pg_indexes, pg_constraint), drops them, copies, and recreates them exactly; then it checks
 * that the catalogue holds the same indexes (valid, ready) and constraints (validated) as before
 * (what the migrations made), and throws otherwise — a size point is never measured on a
 * database that lacks something the product relies on.
 *
 * Kept in place: primary keys and unique constraints (and the indexes behind them), every
 * index whose first column is the column a copy finds its source rows by (`keep`), so reading
 * the rows to copy stays an index scan, and the indexes named in `keepIndexes` (those whose
 * build over the whole table costs more than maintaining them during a growth step).
 */
import type pg from 'pg';

interface IndexDef {
  table: string;
  name: string;
  definition: string;
}

interface ForeignKeyDef {
  table: string;
  name: string;
  definition: string;
}

export interface Deferred {
  indexes: IndexDef[];
  foreignKeys: ForeignKeyDef[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Everything the product's schema says about `tables` that a bulk copy could break or skip:
 * each index (definition, valid, ready), each constraint (definition, validated). Compared before
 * and after a growth step.
 */
export async function schemaSnapshot(pool: pg.Pool, tables: string[]): Promise<string[]> {
  const res = await pool.query<{ line: string }>(
    `SELECT format('index %s on %s: %s valid=%s ready=%s', ic.relname, t.relname, pg_get_indexdef(i.indexrelid), i.indisvalid, i.indisready) AS line
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND t.relname = ANY ($1)
     UNION ALL
     SELECT format('constraint %s on %s: %s validated=%s', c.conname, t.relname, pg_get_constraintdef(c.oid), c.convalidated)
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE t.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND t.relname = ANY ($1)
     ORDER BY 1`,
    [tables],
  );
  return res.rows.map((r) => r.line);
}

/** Drops the secondary indexes and the foreign keys of `tables` (recorded first); returns what to restore. */
export async function dropForBulkCopy(
  pool: pg.Pool,
  tables: Array<{ name: string; keep: string }>,
  keepIndexes: ReadonlySet<string> = new Set(),
): Promise<Deferred> {
  const names = tables.map((t) => t.name);
  const keepColumn = new Map(tables.map((t) => [t.name, t.keep]));
  const indexes = await pool.query<{ table: string; name: string; definition: string; first: string | null }>(
    `SELECT t.relname AS table, ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition,
            (SELECT attname FROM pg_attribute WHERE attrelid = t.oid AND attnum = i.indkey[0] AND i.indkey[0] <> 0) AS first
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND t.relname = ANY ($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = t.oid)
     ORDER BY t.relname, ic.relname`,
    [names],
  );
  const foreignKeys = await pool.query<ForeignKeyDef>(
    `SELECT t.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE c.contype = 'f' AND t.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND t.relname = ANY ($1)
     ORDER BY t.relname, c.conname`,
    [names],
  );
  const deferred: Deferred = {
    indexes: indexes.rows
      .filter((i) => i.first !== keepColumn.get(i.table) && !keepIndexes.has(i.name))
      .map(({ table, name, definition }) => ({ table, name, definition })),
    foreignKeys: foreignKeys.rows,
  };
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const f of deferred.foreignKeys) await client.query(`ALTER TABLE ${quote(f.table)} DROP CONSTRAINT ${quote(f.name)}`);
    for (const i of deferred.indexes) await client.query(`DROP INDEX ${quote(i.name)}`);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
  return deferred;
}

/**
 * Recreates what `dropForBulkCopy` dropped, `parallel` statements at a time, the largest
 * tables first: indexes from their recorded definitions, then each foreign key added NOT VALID
 * (a brief lock) and validated (one join over the table, other tables' work goes on).
 */
export async function restoreAfterBulkCopy(
  pool: pg.Pool,
  deferred: Deferred,
  parallel: number,
  maintenanceWorkMem: string,
  onStatement?: (label: string, ms: number) => void,
): Promise<void> {
  const sizes = new Map(
    (
      await pool.query<{ name: string; bytes: string }>(
        'SELECT relname AS name, pg_total_relation_size(oid) AS bytes FROM pg_class WHERE relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())',
      )
    ).rows.map((r) => [r.name, Number(r.bytes)]),
  );
  const bySize = <T extends { table: string }>(list: T[]) =>
    [...list].sort((a, b) => (sizes.get(b.table) ?? 0) - (sizes.get(a.table) ?? 0));
  const run = async (statements: string[]) => {
    let next = 0;
    const worker = async () => {
      const client = await pool.connect();
      try {
        await client.query(`SET maintenance_work_mem = '${maintenanceWorkMem}'`);
        while (next < statements.length) {
          const statement = statements[next++]!;
          const t0 = performance.now();
          await client.query(statement);
          onStatement?.(statement, performance.now() - t0);
        }
      } finally {
        await client.query('RESET maintenance_work_mem').catch(() => {});
        client.release();
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, statements.length) }, worker));
  };
  await run(bySize(deferred.indexes).map((i) => i.definition));
  for (const f of deferred.foreignKeys)
    await pool.query(`ALTER TABLE ${quote(f.table)} ADD CONSTRAINT ${quote(f.name)} ${f.definition} NOT VALID`);
  await run(bySize(deferred.foreignKeys).map((f) => `ALTER TABLE ${quote(f.table)} VALIDATE CONSTRAINT ${quote(f.name)}`));
}

/** Throws when the catalogue differs from `before` (an index or constraint missing, changed, invalid or not validated). */
export async function assertSchemaUnchanged(pool: pg.Pool, tables: string[], before: string[]): Promise<void> {
  const after = await schemaSnapshot(pool, tables);
  const missing = before.filter((l) => !after.includes(l));
  const extra = after.filter((l) => !before.includes(l));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `bench:scale: the schema after the bulk copy differs from the migrations' one\n  missing: ${missing.join('\n    ') || '-'}\n  unexpected: ${extra.join('\n    ') || '-'}`,
    );
  }
}
