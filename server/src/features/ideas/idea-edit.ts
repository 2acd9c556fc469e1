import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ideas } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';
import { loadIdeaWithAccess, requireEditAccess, type Viewer } from './idea-access';

/**
 * The access module's answer for a change to an idea's page: the idea must be visible (else 404) and editable
 * (else 403), and `pageId` (by default the Main Content) within the viewer's share.
 */
export async function requireEditable(db: Db, viewer: Viewer, ideaId: string, pageId?: string): Promise<void> {
  const { access } = await loadIdeaWithAccess(db, viewer, ideaId);
  requireEditAccess(access, pageId);
}

/** An id that can name an item (a page, property or widget); anything else names none (404), never a 500. */
export function itemId(id: string, what: string): string {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', `${what} not found`);
  return id;
}

/** An item of the idea (a page, property or widget) by id, or a 404 that names it. */
export function found<Row>(row: Row | undefined, what: string): Row {
  if (!row) throw new AppError('NOT_FOUND', `${what} not found`);
  return row;
}

type OrderedList = {
  position: AnyPgColumn;
  ideaColumn: AnyPgColumn;
  /** The most items an idea may have, and what a request past it is told (a 422). */
  limit: number;
  limitMessage: string;
  /** Where the new item goes among a subset (a page's siblings); by default the whole list. */
  siblings?: SQL | undefined;
};

/**
 * Adds an item at the end of one of the idea's ordered lists (pages, properties, widgets). Adds to one idea
 * take turns (its row is locked for the transaction), so two editors adding at once never get the same
 * position or pass the limit together.
 */
export async function appendItem<Row>(db: Db, ideaId: string, list: OrderedList, insert: (tx: Tx, position: number) => Promise<Row>): Promise<Row> {
  return db.transaction(async (tx) => {
    await tx.select({ id: ideas.id }).from(ideas).where(eq(ideas.id, ideaId)).for('update');
    const table = list.position.table as PgTable;
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(table).where(eq(list.ideaColumn, ideaId));
    if (total >= list.limit) throw new AppError('VALIDATION_FAILED', list.limitMessage);
    const [row] = await tx
      .select({ next: sql<number>`coalesce(max(${list.position}), -1)::int + 1` })
      .from(table)
      .where(and(eq(list.ideaColumn, ideaId), list.siblings));
    return insert(tx, row?.next ?? 0);
  });
}

type ItemTable = PgTable & { id: AnyPgColumn; ideaId: AnyPgColumn };

/** Deletes one of the idea's items (404 when the idea has no such item). */
export async function deleteItem(db: Db, viewer: Viewer, ideaId: string, table: ItemTable, id: string, what: string) {
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
export async function reorderItems(db: Db, viewer: Viewer, ideaId: string, table: ItemTable & { position: AnyPgColumn }, ids: string[]) {
  await requireEditable(db, viewer, ideaId);
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).where(eq(table.ideaId, ideaId)).orderBy(asc(table.position));
    const current = rows.map((row) => row.id as string);
    const wanted = [...new Set(ids)].filter((id) => current.includes(id));
    const order = [...wanted, ...current.filter((id) => !wanted.includes(id))];
    if (order.length === 0) return;
    await tx.execute(sql`update ${table} set position = o.ord - 1 from unnest(${sql.param(order)}::uuid[]) with ordinality as o(id, ord)
      where ${table.id} = o.id`);
  });
}
