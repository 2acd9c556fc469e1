import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JobDefinition } from '../jobs/job-runner';

/*
 * The board's change log (ADR 0039): the transactions that wrote a table the board reads, logged by the triggers of
 * migration 0010. A page of the board kept in memory holds while none of them committed after its snapshot.
 */

/**
 * How long a kept page may go unchecked before it is dropped (server/src/features/idea-board/board-cache.ts): well
 * under the time the log keeps a change after it committed, so a change a kept page has not seen is still in it.
 */
export const MAX_UNCHECKED_MS = 10 * 60 * 1000;

/** The kept page's snapshot, as a statement's value. */
const keptSnapshot = () => sql`${sql.placeholder('snapshot')}::pg_snapshot`;

/**
 * True when the kept page (the values `snapshot` and `validUntil`, null when none is kept) is still the page: no
 * transaction that wrote a table the board reads committed after its snapshot was taken — such a transaction's
 * id is at or past the snapshot's xmin and not visible in it — and no share to the viewer has expired since.
 */
export const keptPageHolds = (): SQL<boolean> => sql<boolean>`(${keptSnapshot()} is not null
  and coalesce(${sql.placeholder('validUntil')}::timestamptz, 'infinity') > now()
  and not exists (select 1 from board_changes ch
    where ch.xid >= pg_snapshot_xmin(${keptSnapshot()}) and not pg_visible_in_snapshot(ch.xid, ${keptSnapshot()})))`;

/** Every ten minutes (UTC cron). */
const PRUNE_SCHEDULE = '*/10 * * * *';
/** How long the log keeps a change after a run first saw it committed. */
const KEPT_FOR_SECONDS = (3 * MAX_UNCHECKED_MS) / 1000;

/**
 * Keeps the board's change log short (ADR 0039): stamps the changes committed by now, and deletes those stamped
 * over KEPT_FOR_SECONDS ago. A kept page unchecked for longer than MAX_UNCHECKED_MS is dropped, so every page
 * still kept was read, or found unchanged, after such a change committed: it has seen it.
 */
export async function pruneBoardChanges(db: Db): Promise<void> {
  await db.execute(sql`update board_changes set seen_at = now() where seen_at is null`);
  await db.execute(sql`delete from board_changes where seen_at < now() - make_interval(secs => ${KEPT_FOR_SECONDS})`);
}

export const boardChangesJob = (db: Db): JobDefinition<object> => ({
  name: 'board-changes-prune',
  schedule: PRUNE_SCHEDULE,
  run: () => pruneBoardChanges(db),
});
