import { say } from '../i18n/say';
import { z } from '../zod';

/** The pieces the import contract and its tool parts read a file with (import-contracts.ts, each tool's part). */

const DATE_TIME_EXPECTED = say({ id: 'core.account.dateTimeExpected', defaultMessage: 'Enter a date and time' });

/** A moment as the export writes it (ISO 8601 with its offset). */
export const instant = z.iso.datetime({ offset: true, error: DATE_TIME_EXPECTED });

/** A list of at most `max` items, `tooMany` said past it; none when the file leaves it out. */
export const listOf = <Item extends z.core.SomeType>(item: Item, max: number, tooMany: string) =>
  z._default(z.array(item).check(z.maxLength(max, tooMany)), []);

/** The second of two items with the same key is named, at `pathOf(its index)`: an import keeps one of each. */
export function flagRepeats<Item>(
  items: Item[],
  keyOf: (item: Item) => string,
  message: string,
  pathOf: (index: number) => PropertyKey[],
  context: z.core.$RefinementCtx,
) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) context.addIssue({ code: 'custom', message, path: pathOf(index) });
    seen.add(key);
  });
}
