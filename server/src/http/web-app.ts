import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';

const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/** Serves the built web app: hashed assets cached for a year, every other page path answered by index.html. */
export function webApp(webDir: string) {
  const indexFile = join(webDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const files = serveStatic({ root: webDir, index: '' });
  return new Hono<AppEnv>()
    .use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use('*', (c, next) => (looksLikeFile(c.req.path) ? files(c, next) : next()))
    .get('*', (c) => {
      if (!indexHtml) return c.text('The web app is not built. Run `npm run build`.', 503);
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
}
