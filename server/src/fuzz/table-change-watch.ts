import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { publicTables } from '../testing/tables-containing';
import { TOOL_MODULES } from '../tool-modules';

/**
 * Tables a rejected request may legitimately write: better-auth's sessions and verification tokens (a sign-in
 * attempt mails a fresh link to an unconfirmed account) and its rate-limit counters.
 */
const UNTRACKED_TABLES = ['session', 'verification', 'rate_limit'];
/**
 * Columns that may move while a request is refused, by table: a public link's wrong-password attempts and lock, and
 * what scheduled jobs stamp in the background — a notification's `emailed_at` (the comment-mail job, for an earlier
 * request's comment), the board change log's `seen_at` (its prune, every ten minutes) and what each tool's jobs stamp
 * (its module's `fuzz.stampedColumns`). Only in their own table: a feed's `title`, which its job stamps, is still an
 * idea's title to watch.
 */
function untrackedColumns(): Map<string, string[]> {
  const untracked = new Map<string, string[]>([
    ['idea_shares', ['failed_password_attempts', 'password_locked_until']],
    ['notifications', ['emailed_at']],
    ['board_changes', ['seen_at']],
  ]);
  for (const column of TOOL_MODULES.flatMap((module) => module.fuzz?.stampedColumns ?? [])) {
    const table = getTableName(column.table);
    untracked.set(table, [...(untracked.get(table) ?? []), column.name]);
  }
  return untracked;
}

const CHANGES_TABLE = 'fuzz_table_changes';
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Watches the app's own tables (every table in `public` but the untracked ones, so a new table is watched without a
 * change here) for writes: a trigger on each notes every row inserted, deleted or updated in a column that is
 * tracked, in a table of its own. The note is written in the writer's transaction, so a write rolled back leaves
 * none. Asking which tables changed since a mark reads that table alone, where hashing every table's rows before and
 * after each request read them all (most of the fuzz test's time).
 */
export async function watchTableChanges(db: Db) {
  const tracked = (await publicTables(db)).filter((name) => !UNTRACKED_TABLES.includes(name));
  if (tracked.length === 0) throw new Error('No tables to watch');
  const untracked = untrackedColumns();
  await db.execute(sql.raw(`create table ${CHANGES_TABLE} (id bigserial primary key, table_name text not null)`));
  await db.execute(
    sql.raw(`create function note_fuzz_table_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and (to_jsonb(old) - coalesce(tg_argv, '{}')) = (to_jsonb(new) - coalesce(tg_argv, '{}')) then return null; end if;
  insert into ${CHANGES_TABLE} (table_name) values (tg_table_name);
  return null;
end $$`),
  );
  for (const name of tracked)
    await db.execute(
      sql.raw(
        `create trigger note_fuzz_table_change after insert or update or delete on "${name}" ` +
          `for each row execute function note_fuzz_table_change(${(untracked.get(name) ?? []).map(quoted).join(', ')})`,
      ),
    );
  return {
    tables: tracked,
    /** Where the record of changes stands now. */
    async mark(): Promise<number> {
      const [row] = await rowsOf<{ id: string | null }>(db, sql.raw(`select max(id) as id from ${CHANGES_TABLE}`));
      return Number(row?.id ?? 0);
    },
    /** The tables written since `mark`, by name, sorted. */
    async changedSince(mark: number): Promise<string[]> {
      const rows = await rowsOf<{ name: string }>(
        db,
        sql`select distinct table_name as name from ${sql.identifier(CHANGES_TABLE)} where id > ${mark} order by 1`,
      );
      return rows.map((row) => row.name);
    },
  };
}
