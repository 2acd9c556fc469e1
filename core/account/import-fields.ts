import { say } from '../i18n/say';
import { z } from '../zod';

/** The pieces every part of the import contract reads a file's fields with (import-contracts.ts and its tool parts). */

const DATE_TIME_EXPECTED = say({ id: 'core.account.dateTimeExpected', defaultMessage: 'Enter a date and time' });

/** A moment as the export writes it (ISO 8601 with its offset). */
export const instant = z.iso.datetime({ offset: true, error: DATE_TIME_EXPECTED });

/** A list of at most `max` items, `tooMany` said past it; none when the file leaves it out. */
export const listOf = <Item extends z.core.SomeType>(item: Item, max: number, tooMany: string) =>
  z._default(z.array(item).check(z.maxLength(max, tooMany)), []);
