import { monthOf, netProfitFigure } from '@core/tools/ai-accountant/ai-accountant-tile';
import type { ServerTileRead } from '../../dashboard/tile-reader';
import { ownedBy } from '../../db/owned-by';
import { getBooks } from './books.service';
import { accountantTransactions } from './ai-accountant.tables';

/**
 * The Custom Dashboard's tile (ADR 0111): the books over this month as the tool reads them ('This month'), in the
 * books' currency; null while the user has no transaction at all (a month without any is a real 0).
 */
export const netProfitTile: ServerTileRead = async (db, userId, today) => {
  const [books, [any]] = await Promise.all([
    getBooks(db, userId, monthOf(today)),
    db
      .select({ id: accountantTransactions.id })
      .from(accountantTransactions)
      .where(ownedBy(accountantTransactions, userId))
      .limit(1),
  ]);
  return any ? netProfitFigure(books) : null;
};
