import type { IntlShape } from 'react-intl';

/**
 * A month's name in the page's language ('April', 'abril'), from a fixed day of it in UTC: the server's render and
 * the browser's name the same month.
 */
export const monthName = (intl: IntlShape, month: number): string =>
  intl.formatDate(Date.UTC(2027, month - 1, 15), { month: 'long', timeZone: 'UTC' });
