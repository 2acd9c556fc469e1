import { CALENDAR_DAY_FORMAT, calendarDayMoment } from '@core/i18n/calendar-day';
import type { MailIntl } from './mail-intl';

/** A due date ('2026-12-20') as the recipient's language writes it: 'Dec 20, 2026', '20. Dez. 2026'. */
export const dueDateText = (intl: MailIntl, isoDate: string): string =>
  new Intl.DateTimeFormat(intl.language, CALENDAR_DAY_FORMAT).format(calendarDayMoment(isoDate));
