import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { pageDayOf, type FirstData } from '@core/pages/first-data';
import type { Language } from '@core/preferences/languages';
import { landingTree } from '@/features/landing/landing-tree';
import { loadI18n } from '@/lib/i18n/i18n-provider';
import { AppRoutes } from './app/app-routes';
import { appTree, seededQueryClient } from './app/app-tree';
import { appRoutes } from './app/router';

/** How a page is to be shown: its address, language and time zone, and the first data it comes with. */
export type PageRequest = { url: URL; language: Language; timeZone: string; firstData: FirstData; signal: AbortSignal };

/** A tree's HTML once everything in it has loaded (lazy routes and components), or nothing when `signal` aborts first. */
async function html(tree: ReactNode, signal: AbortSignal): Promise<string> {
  // Every part of the page inline, in order: no boundary is sent apart with a script to put it in place (the CSP
  // runs no inline script, and the page is sent whole anyway).
  const { prelude } = await prerenderToNodeStream(tree, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
  // Aborted, a prerender still resolves, with its unfinished boundaries left to the browser, whose hydration then
  // logs React's error 419: the whole page is left to the browser instead (a slow server, a busy machine).
  signal.throwIfAborted();
  let text = '';
  for await (const chunk of prelude) text += String(chunk);
  return text;
}

/** What the browser's hydration does nothing with: buttons of the landing are the browser's to wire (landing-main.tsx). */
const nothing = () => undefined;

/** One for every page: the routes' modules, once loaded, stay loaded (lazy-route.tsx). */
const routes = appRoutes();

/**
 * The HTML of an app page as the browser's first render will draw it (ADR 0038): the same tree (app-tree.tsx)
 * with a static router, from the same first data, language and time zone.
 */
export async function renderAppPage({ url, language, timeZone, firstData, signal }: PageRequest): Promise<string> {
  const i18n = { ...(await loadI18n(language, timeZone)), today: pageDayOf(firstData) };
  const router = (
    <StaticRouter location={`${url.pathname}${url.search}`}>
      <AppRoutes routes={routes} />
    </StaticRouter>
  );
  return html(appTree(seededQueryClient(firstData), i18n, router), signal);
}

/** The light landing page's HTML in a language (the same for every visitor in it). */
export async function renderLandingPage({
  language,
  signal,
}: Pick<PageRequest, 'language' | 'signal'>): Promise<string> {
  const i18n = await loadI18n(language, 'UTC');
  return html(landingTree(i18n, { onSignIn: nothing, onSignUp: nothing, onToolClick: nothing }), signal);
}
