import { Redis } from '@hocuspocus/extension-redis';

/**
 * Hocuspocus's Redis extension on `REDIS_URL` (ADR 0113): instances on one database pass each page's updates and
 * presence to each other, so people connected to different instances edit the same document.
 */
export function redisExtension(redisUrl: string) {
  const url = new URL(redisUrl);
  const db = Number(url.pathname.slice(1));
  return new Redis({
    host: url.hostname,
    port: Number(url.port || 6379),
    options: {
      ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
      ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
      ...(Number.isInteger(db) && db > 0 ? { db } : {}),
      ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    },
  });
}
