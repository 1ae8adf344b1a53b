/**
 * The two ways this server holds one PostgreSQL connection for a while: a transaction, and the
 * creation of its tables at start-up. A connection whose ROLLBACK (or schema work) failed is
 * released as broken, so the pool closes it rather than handing out a connection in an unknown
 * state.
 */
import type pg from 'pg';

/** `work` inside `begin` ... COMMIT on one connection of `pool`; rolled back if it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, begin = 'BEGIN'): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Runs each of `schemas` (CREATE ... IF NOT EXISTS) under the session advisory lock `lock`:
 * several instances starting together would otherwise race on creating the same tables.
 */
export async function createSchema(pool: pg.Pool, lock: number, schemas: readonly string[]): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lock]);
    try {
      for (const schema of schemas) await client.query(schema);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lock]);
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.release(broken);
  }
}
