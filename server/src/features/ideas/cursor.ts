import { AppError } from '../../lib/errors';

/** A position in a newest-first list: the row's creation time (as Postgres prints it) and id. */
export type Cursor = { at: string; id: string };

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

export function decodeCursor(value: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/i.test(id)) return { at, id };
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
}
