import { knownTimeZone, TIME_ZONE_COOKIE } from '@core/i18n/time-zone';
import { cookieValue } from './cookie-value';

/** The time zone a request's browser said it is in (the cookie the web app writes: 'Europe/Berlin'), else UTC. */
export const requestTimeZone = (headers: Headers | undefined): string =>
  knownTimeZone(cookieValue(headers?.get('cookie') ?? null, TIME_ZONE_COOKIE));
