import { say } from '@core/i18n/say';
import { AppError } from './errors';
import { isUuid } from './is-uuid';

/** What the server says when an item is not found: one message per kind of item, so each language words its noun. */
const notFoundMessages = {
  Idea: () => say({ id: 'server.notFound.idea', defaultMessage: 'Idea not found' }),
  Page: () => say({ id: 'server.notFound.page', defaultMessage: 'Page not found' }),
  'Parent page': () => say({ id: 'server.notFound.parentPage', defaultMessage: 'Parent page not found' }),
  Property: () => say({ id: 'server.notFound.property', defaultMessage: 'Property not found' }),
  Widget: () => say({ id: 'server.notFound.widget', defaultMessage: 'Widget not found' }),
  Share: () => say({ id: 'server.notFound.share', defaultMessage: 'Share not found' }),
  Transaction: () => say({ id: 'server.notFound.transaction', defaultMessage: 'Transaction not found' }),
  'Tracked domain': () => say({ id: 'server.notFound.trackedDomain', defaultMessage: 'Tracked domain not found' }),
  'Watched page': () => say({ id: 'server.notFound.watchedPage', defaultMessage: 'Watched page not found' }),
} satisfies Record<string, () => string>;

/** A kind of item the API can fail to find ('Idea', 'Page'…). */
export type ItemKind = keyof typeof notFoundMessages;

/** The 404 for an item of this kind: '<Kind> not found', said (ADR 0032). */
export const notFoundError = (what: ItemKind) => new AppError('NOT_FOUND', notFoundMessages[what]());

/** An id that can name an item (an idea, a page, a share…); anything else names none (404), never a 500. */
export function itemId(id: string, what: ItemKind): string {
  if (!isUuid(id)) throw notFoundError(what);
  return id;
}

/** An item by id, or a 404 that names it. */
export function found<Row>(row: Row | undefined, what: ItemKind): Row {
  if (!row) throw notFoundError(what);
  return row;
}
