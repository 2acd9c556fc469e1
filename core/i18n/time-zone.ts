/** The cookie in which the browser tells the server its time zone (IANA, 'Europe/Berlin'), so that a page the server renders shows times as the browser would. */
export const TIME_ZONE_COOKIE = 'tz';

/** Where nothing better is known. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** `value` if it names a time zone this runtime knows (a cookie is the visitor's to write), else UTC. */
export function knownTimeZone(value: string | null | undefined): string {
  if (!value || value.length > 64) return DEFAULT_TIME_ZONE;
  // Only a zone's own characters (so the value can be written into the page as it is), and one Intl knows.
  if (!/^[A-Za-z0-9_+\-/]+$/.test(value)) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
