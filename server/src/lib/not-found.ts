import { AppError } from './errors';
import { isUuid } from './is-uuid';

/** An id that can name an item (an idea, a page, a share…); anything else names none (404), never a 500. */
export function itemId(id: string, what: string): string {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', `${what} not found`);
  return id;
}

/** An item by id, or a 404 that names it. */
export function found<Row>(row: Row | undefined, what: string): Row {
  if (!row) throw new AppError('NOT_FOUND', `${what} not found`);
  return row;
}
