import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Tx } from '../db/locks';
import { ideas } from '../db/schema';
import { AppError } from '../lib/errors';
import { found, itemId, type ItemKind } from '../lib/not-found';
import { requireEditable, type Viewer } from './idea-access';

/*
 * An idea's ordered lists of items (its pages, properties, widgets): an item added at the end within a limit,
 * one deleted, the list reordered. Deleting and reordering check edit access here; an add's caller checks first.
 */

type OrderedList = {
  position: AnyPgColumn;
  ideaColumn: AnyPgColumn;
  /** The most items an idea may have, and what a request past it is told (a 422). */
  limit: number;
  limitMessage: () => string;
  /** Where the new item goes among a subset (a page's siblings); by default the whole list. */
  siblings?: SQL | undefined;
};

/**
 * Adds an item at the end of one of the idea's ordered lists (pages, properties, widgets). Adds to one idea
 * take turns (its row is locked for the transaction), so two editors adding at once never get the same
 * position or pass the limit together.
 */
export async function appendItem<Row>(
  db: Db,
  ideaId: string,
  list: OrderedList,
  insert: (tx: Tx, position: number) => Promise<Row>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    await tx.select({ id: ideas.id }).from(ideas).where(eq(ideas.id, ideaId)).for('update');
    const table = list.position.table as PgTable;
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(table)
      .where(eq(list.ideaColumn, ideaId));
    if (total >= list.limit) throw new AppError('VALIDATION_FAILED', list.limitMessage());
    const [row] = await tx
      .select({ next: sql<number>`coalesce(max(${list.position}), -1)::int + 1` })
      .from(table)
      .where(and(eq(list.ideaColumn, ideaId), list.siblings));
    return insert(tx, row?.next ?? 0);
  });
}

type ItemTable = PgTable & { id: AnyPgColumn; ideaId: AnyPgColumn };

/** Deletes one of the idea's items (404 when the idea has no such item). */
export async function deleteItem(db: Db, viewer: Viewer, ideaId: string, table: ItemTable, id: string, what: ItemKind) {
  await requireEditable(db, viewer, ideaId);
  const [deleted] = await db
    .delete(table)
    .where(and(eq(table.id, itemId(id, what)), eq(table.ideaId, ideaId)))
    .returning({ id: table.id });
  found(deleted, what);
}

/**
 * Puts the idea's items in the order of `ids` (ids of other ideas are ignored); items missing from `ids`
 * (added meanwhile by someone else) keep their relative order after them, so a reorder never drops one.
 */
export async function reorderItems(
  db: Db,
  viewer: Viewer,
  ideaId: string,
  table: ItemTable & { position: AnyPgColumn },
  ids: string[],
) {
  await requireEditable(db, viewer, ideaId);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.ideaId, ideaId))
      .orderBy(asc(table.position));
    const current = rows.map((row) => row.id as string);
    const wanted = [...new Set(ids)].filter((id) => current.includes(id));
    const order = [...wanted, ...current.filter((id) => !wanted.includes(id))];
    if (order.length === 0) return;
    await tx.execute(sql`update ${table} set position = o.ord - 1 from unnest(${sql.param(order)}::uuid[]) with ordinality as o(id, ord)
      where ${table.id} = o.id`);
  });
}
