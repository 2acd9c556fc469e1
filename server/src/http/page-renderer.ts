import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FirstData } from '@core/pages/first-data';
import type { Language } from '@core/preferences/languages';
import type { Logger } from '../lib/logger';

/** web/src/entry-server.tsx, as the SSR build (dist/ssr) exports it. */
type ServerEntry = {
  renderAppPage(request: {
    url: URL;
    language: Language;
    timeZone: string;
    firstData: FirstData;
    signal: AbortSignal;
  }): Promise<string>;
  renderLandingPage(request: { language: Language; signal: AbortSignal }): Promise<string>;
};

/** Longer than any page takes (a few ms to tens of ms): past it the page goes out for the browser to draw. */
const RENDER_DEADLINE_MS = 2_000;

/** Renders pages of the web app on the server; each answer is the HTML for `<div id="root">`, or undefined to leave it to the browser. */
export type PageRenderer = {
  app(url: URL, language: Language, timeZone: string, firstData: FirstData): Promise<string | undefined>;
  landing(language: Language): Promise<string | undefined>;
};

/**
 * The page renderer of the web app's SSR build at `entryFile` (ADR 0038); undefined without one (`npm run dev`,
 * tests of the server alone). A page that fails to render, or takes too long, is logged and left to the browser,
 * which draws it as it did before: rendering on the server makes a page faster, never unavailable.
 */
export function pageRenderer(
  entryFile: string,
  logger: Pick<Logger, 'warn'>,
  deadlineMs = RENDER_DEADLINE_MS,
): PageRenderer | undefined {
  if (!existsSync(entryFile)) return undefined;
  let entry: Promise<ServerEntry> | undefined;
  const load = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>);
  const attempt = async (
    what: string,
    render: (entry: ServerEntry, signal: AbortSignal) => Promise<string | undefined>,
  ) => {
    try {
      return await render(await load(), AbortSignal.timeout(deadlineMs));
    } catch (error) {
      logger.warn({ err: error, page: what }, 'page left to the browser: it could not be rendered on the server');
      return undefined;
    }
  };
  // The landing is the same for every visitor in a language: rendered once each.
  const landings = new Map<Language, Promise<string | undefined>>();
  return {
    app: (url, language, timeZone, firstData) =>
      attempt(url.pathname, (server, signal) => server.renderAppPage({ url, language, timeZone, firstData, signal })),
    landing: (language) => {
      let page = landings.get(language);
      if (!page) {
        page = attempt('/', (server, signal) => server.renderLandingPage({ language, signal }));
        // A failure is not remembered: the next visitor's page is tried again.
        void page.then((html) => html === undefined && landings.delete(language));
        landings.set(language, page);
      }
      return page;
    },
  };
}
