import { sql } from 'drizzle-orm';
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
 * Columns that may move while a request is refused: a public link's wrong-password attempts and lock, and what
 * scheduled jobs stamp in the background — a notification's `emailed_at` (the comment-mail job, for an earlier
 * request's comment), the board change log's `seen_at` (its prune, every ten minutes) and what each tool's jobs
 * stamp (its module's `fuzz.stampedColumns`).
 */
const UNTRACKED_COLUMNS = [
  'failed_password_attempts',
  'password_locked_until',
  'emailed_at',
  'seen_at',
  ...TOOL_MODULES.flatMap((module) => module.fuzz?.stampedColumns ?? []).map((column) => column.name),
];

/** Each tracked table's row count and a hash of its rows. */
export type DatabaseSnapshot = Record<string, string>;

/**
 * Snapshots the app's own tables (every table in `public` but the untracked ones, so a new table is tracked
 * without a change here) in one query: `count:md5` of each table's rows as JSON, sorted.
 */
export async function createDatabaseSnapshotter(db: Db) {
  const tracked = (await publicTables(db)).filter((name) => !UNTRACKED_TABLES.includes(name));
  if (tracked.length === 0) throw new Error('No tables to snapshot');
  const dropped = UNTRACKED_COLUMNS.map((column) => ` - '${column}'`).join('');
  const perTable = tracked.map(
    (name) =>
      `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(r, '|' order by r), '')) as digest ` +
      `from (select (to_jsonb(t)${dropped})::text as r from "${name}" t) s`,
  );
  const query = sql.raw(perTable.join(' union all '));
  return {
    tables: tracked,
    async snapshot(): Promise<DatabaseSnapshot> {
      const rows = await rowsOf<{ name: string; digest: string }>(db, query);
      return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
    },
  };
}

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: DatabaseSnapshot, after: DatabaseSnapshot) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
