import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows a raw statement answers (on the database or in a transaction), typed as the statement names them. */
export const rowsOf = async <Row extends Record<string, unknown>>(db: Pick<Db, 'execute'>, query: SQL) =>
  (await db.execute<Row>(query)).rows;
