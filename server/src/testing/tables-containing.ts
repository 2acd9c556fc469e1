import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';

/** The names of the app's tables (every base table of the public schema). */
export async function publicTables(db: Db): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return tables.map((table) => table.name);
}

/** Every table where some raw row, read as JSON, holds `needle` in any column. */
export async function tablesContaining(db: Db, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of await publicTables(db)) {
    const [hit] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)} t where strpos(to_jsonb(t)::text, ${needle}) > 0`,
    );
    if (hit && hit.n > 0) found.push(name);
  }
  return found;
}

/** The names of the app's tables that have a column named `column` (e.g. every table holding a user's rows: user_id). */
export async function tablesWithColumn(db: Db, column: string): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select distinct table_name as name from information_schema.columns where table_schema = 'public' and column_name = ${column} order by table_name`,
  );
  return tables.map((table) => table.name);
}
