/** Node's and Postgres's codes for "no database to talk to right now" (connection refused, reset, shutting down). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08006', // connection exceptions
]);
/** pg's messages for a pool that could not hand out a connection, or lost one mid-query. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
];

/**
 * Whether an error means the database is unreachable or overloaded, rather than a bug: such a request should
 * fail fast with a 503 and the next one can succeed once the database is back. Looks through Drizzle's
 * wrapping (`cause`) to the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.includes(message)))
      return true;
  }
  return false;
}
