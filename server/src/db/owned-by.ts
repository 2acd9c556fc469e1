import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A table whose every row belongs to one user. */
export type OwnedTable = { userId: AnyPgColumn };

/**
 * The rows of `table` that `userId` owns, as a where clause, with any `conditions` of the query: the one way a
 * query says whose rows it reads, changes or deletes (owned-by.test.ts proves a list without it is caught). The
 * user may be a prepared statement's placeholder.
 */
export const ownedBy = (table: OwnedTable, userId: string | Placeholder, ...conditions: (SQL | undefined)[]): SQL =>
  and(eq(table.userId, userId), ...conditions)!;
