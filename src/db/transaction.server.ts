import type pg from 'pg';

/**
 * Runs `work` in one transaction on one pooled client; rolls back on any error. `begin` may add
 * settings to the start (`BEGIN; SET LOCAL …`), sent in the same round trip.
 */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, begin = 'BEGIN'): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}
