import { count } from 'drizzle-orm';
import type { ServerTileRead } from '../../dashboard/tile-reader';
import { ownedBy } from '../../db/owned-by';
import { ideas } from '../../db/schema/ideas';

/**
 * The Idea Garage's tile (ADR 0111): how many ideas the user has of their own (ideas shared with them are someone
 * else's); none: null, the tile's 'No ideas yet'.
 */
export const ideaGarageTileRead: ServerTileRead = async (db, userId) => {
  const [row] = await db.select({ total: count() }).from(ideas).where(ownedBy(ideas, userId));
  const total = row?.total ?? 0;
  return total === 0 ? null : { headline: { kind: 'count', value: total }, lines: [], source: null };
};
