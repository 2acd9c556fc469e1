import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { FirstData } from '@core/pages/first-data';
import type { Language } from '@core/preferences/languages';
import type { SessionReader } from '../auth/session-reader';
import { firstDataElement, type FirstDataReader } from './first-data';
import { requestLanguage } from '../lib/request-language';
import { requestTimeZone } from '../lib/request-time-zone';
import type { AppEnv } from './app-env';
import { holdEarlyInputElement } from './hold-early-input';
import { pagePreloads } from './page-preloads';
import type { PageRenderer } from './page-renderer';

const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);
const readPage = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

const ROOT = '<div id="root"></div>';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A drawn page's scripts after its first paint (ADR 0041), which needs only the document and its stylesheet: the
 * entry and the modules it will load are named to web/public/start-after-paint.js, which asks for them once the
 * page has been painted — on a slow network they do not share the first round trips with what the paint needs,
 * and evaluating them does not hold the paint back. Applied to the page's own HTML, before any user text or drawn
 * content is in it.
 */
function scriptsAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, file]) => file);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script type="module" src="/start-after-paint.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
    );
}

/**
 * A page in the language and time zone it will be shown in (`<html lang data-time-zone>`, which the web app reads
 * to load that language's messages before its first render, and to show times as the server did): the language
 * chosen (the cookie), else the browser's Accept-Language; the zone the browser said (its cookie), else UTC. With
 * `render`, the root holds the page's HTML as the server rendered it in both (ADR 0038), marked `data-hydrating` until
 * hydrated.
 */
async function pageIn(
  c: Context,
  html: string,
  render?: (language: Language, timeZone: string) => Promise<string | undefined>,
): Promise<string> {
  c.header('Vary', 'Cookie, Accept-Language');
  const language = requestLanguage(c.req.raw.headers);
  const timeZone = requestTimeZone(c.req.raw.headers);
  const rendered = render && (await render(language, timeZone));
  const page = (rendered ? scriptsAfterPaint(html) : html).replace(
    '<html lang="en">',
    `<html lang="${language}" data-time-zone="${timeZone}">`,
  );
  // Nothing drawn (a route that sends elsewhere, as the dashboard does for / signed in) is the browser's to draw.
  // Marked until the browser's React has taken it over (web/src/components/on-screen.tsx): meanwhile what a person does
  // on it is held and done once the app is live (hold-early-input.ts, ADR 0090).
  return rendered
    ? page.replace(ROOT, () => `${holdEarlyInputElement}<div id="root" data-hydrating>${rendered}</div>`)
    : page;
}

/**
 * Serves the built web app: hashed assets cached for a year, every other page path answered by index.html with
 * the page's first data — except a visitor's visit to / (no session; not coming back with an `?error=` for the
 * app to show), which gets the light landing page (landing.html: the page with React alone; the app loads when
 * they sign in, ADR 0019). The session is read once per page.
 */
export function webApp(
  webDir: string,
  readSession: SessionReader,
  firstDataOf: FirstDataReader,
  renderer?: PageRenderer,
) {
  const indexHtml = readPage(join(webDir, 'index.html'));
  const landingHtml = readPage(join(webDir, 'landing.html'));
  // The build wrote each text file's brotli and gzip copies (scripts/precompress.ts): sent as they are to a browser
  // that takes them, so no request compresses (compress() leaves an answer with an encoding alone; ADR 0119).
  const files = serveStatic({ root: webDir, index: '', precompressed: true });
  const preloadsFor = pagePreloads(webDir);
  return new Hono<AppEnv>()
    .use('/assets/*', async (c, next) => {
      await next();
      if (!c.res.ok) return;
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      // A cache keeps each encoding apart, whichever this answer is.
      if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) c.res.headers.append('Vary', 'Accept-Encoding');
    })
    .use('*', (c, next) => (looksLikeFile(c.req.path) ? files(c, next) : next()))
    .get('*', async (c) => {
      // Not knowing (the database is down) is not being signed in: the app decides once it can ask.
      const session = await readSession(c.req.raw.headers).catch(() => 'unknown' as const);
      if (c.req.path === '/' && session === null && landingHtml !== undefined && c.req.query('error') === undefined) {
        c.header('Cache-Control', 'no-cache');
        // One address, two pages (and four languages): caches tell them apart by the cookie and the header.
        return c.html(await pageIn(c, landingHtml, renderer && ((language) => renderer.landing(language))));
      }
      if (!indexHtml) return c.text('The web app is not built. Run `npm run build`.', 503);
      // The page carries its user's data: for them alone, and never from a cache.
      c.header('Cache-Control', 'private, no-cache');
      // The route's own chunks download beside the entry, not after it has run (PAGE_MODULES), and what the app
      // would ask first comes with the page (no round trips before its first render).
      const url = new URL(c.req.url);
      const firstData =
        session === 'unknown'
          ? undefined
          : await firstDataOf(session, url, requestLanguage(c.req.raw.headers), requestTimeZone(c.req.raw.headers));
      const head = `${preloadsFor(c.req.path)}</head>`;
      const render =
        renderer && firstData
          ? (language: Language, timeZone: string) =>
              renderer.app(url, language, timeZone, JSON.parse(firstData) as FirstData)
          : undefined;
      const page = await pageIn(
        c,
        indexHtml.replace('</head>', () => head),
        render,
      );
      return c.html(firstData ? page.replace('</head>', () => `${firstDataElement(firstData)}</head>`) : page);
    });
}
