import { say } from '@core/i18n/say';
import { AppError } from './errors';
import { isUuid } from './is-uuid';

/** A position in a newest-first list: the row's creation time (as Postgres prints it) and id. */
export type Cursor = { at: string; id: string };

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

/** A timestamptz as Postgres prints it (`2024-06-11 12:40:41.123456+00`, `…+05:30`). */
const POSTGRES_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::[0-5]\d){0,2}$/;

/** True only for a time Postgres accepts as it is: a real calendar day, a real time, an offset it allows. */
function isPostgresTimestamp(value: string): boolean {
  const fields = POSTGRES_TIMESTAMP.exec(value)?.slice(1).map(Number);
  if (!fields) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0] = fields;
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return year >= 1 && day >= 1 && day <= daysInMonth && hour < 24 && minute < 60 && second < 60 && offsetHours <= 15;
}

export function decodeCursor(value: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    // Only what encodeCursor makes: anything else must not reach Postgres as a timestamptz or a uuid (a 500).
    if (typeof at === 'string' && typeof id === 'string' && isPostgresTimestamp(at) && isUuid(id)) return { at, id };
  } catch {
    // Falls through to the error below.
  }
  const message = say({ id: 'server.http.invalidCursor', defaultMessage: 'Invalid cursor' });
  throw new AppError('VALIDATION_FAILED', message, [{ path: 'cursor', message }]);
}
