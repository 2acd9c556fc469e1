import { toCents, type Transaction } from './books';

/**
 * Which rows of a statement look already imported (ADR 0081). Repeats are real: two "UBER TRIP" rows of ₹250 on one
 * day are two charges. So a row is not recognised because the books hold one like it, but by counting: for each date,
 * amount and description, a statement with n such rows against books with m of them has min(n, m) rows already
 * imported and the rest new. Where the rows carry the bank's reference or running balance, those decide first.
 */

export type ImportKeyed = Pick<Transaction, 'date' | 'amount' | 'description'> & { reference?: string | null };

/** What makes two rows look alike: the same date, amount (in cents) and description. */
export const importKey = ({ date, amount, description }: ImportKeyed) => `${date}|${toCents(amount)}|${description}`;

/** The books' rows of one key: how many carry each reference, how many carry none. */
type BookCounts = { byReference: Map<string, number>; withReference: number; without: number };

function countBooks(books: readonly ImportKeyed[]): Map<string, BookCounts> {
  const counts = new Map<string, BookCounts>();
  for (const row of books) {
    const key = importKey(row);
    const entry = counts.get(key) ?? { byReference: new Map(), withReference: 0, without: 0 };
    if (row.reference) {
      entry.byReference.set(row.reference, (entry.byReference.get(row.reference) ?? 0) + 1);
      entry.withReference += 1;
    } else entry.without += 1;
    counts.set(key, entry);
  }
  return counts;
}

/**
 * The indexes (in order) of the incoming rows that look already in the books. Each book row answers for one incoming
 * row at most, in three passes per date, amount and description:
 * 1. a row with a reference (bank reference, running balance) is recognised by a book row with the same one;
 * 2. a row without one, by any book row left (it cannot be told apart);
 * 3. a row whose reference no book row has, by a book row left that has none (added by hand, or imported without
 *    those columns) — never by one with another reference, which is another transaction.
 */
export function alreadyImported(incoming: readonly ImportKeyed[], books: readonly ImportKeyed[]): number[] {
  const counts = countBooks(books);
  const recognised = new Set<number>();
  incoming.forEach((row, index) => {
    const entry = counts.get(importKey(row));
    const same = row.reference ? entry?.byReference.get(row.reference) : undefined;
    if (!entry || !same) return;
    entry.byReference.set(row.reference!, same - 1);
    entry.withReference -= 1;
    recognised.add(index);
  });
  incoming.forEach((row, index) => {
    const entry = counts.get(importKey(row));
    if (!entry || row.reference) return;
    if (entry.withReference > 0) entry.withReference -= 1;
    else if (entry.without > 0) entry.without -= 1;
    else return;
    recognised.add(index);
  });
  incoming.forEach((row, index) => {
    const entry = counts.get(importKey(row));
    if (!entry || !row.reference || recognised.has(index) || entry.without === 0) return;
    entry.without -= 1;
    recognised.add(index);
  });
  return [...recognised].sort((a, b) => a - b);
}
