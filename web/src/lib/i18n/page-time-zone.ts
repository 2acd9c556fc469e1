import { TIME_ZONE_COOKIE } from '@core/i18n/time-zone';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The time zone the page shows times in: the one the server drew it in (`<html data-time-zone>`, ADR 0038), so
 * that the browser's first render matches the server's; this browser's own when the server did not say.
 */
export const servedTimeZone = (): string => document.documentElement.dataset.timeZone || browserTimeZone();

/**
 * Tells the server this browser's time zone (a cookie), so that the next page it draws shows times as here; only
 * when the server did not already draw this one in it.
 */
export function rememberTimeZone() {
  const timeZone = browserTimeZone();
  if (document.documentElement.dataset.timeZone === timeZone) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${timeZone}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
