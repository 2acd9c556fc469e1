import type { PageModules } from '../core/pages/page-modules';
import { staticClosure, type ViteManifest } from '../core/pages/vite-manifest';

export type RoutePage = { route: string; total: number };
export type OnDemandChunk = { key: string; route: string; total: number };
export type BundlePages = { landing: number; entry: number; routes: RoutePage[]; onDemand: OnDemandChunk[] };

/** A route's address pattern as people read it: `^\/tool\/[^/]+$` → `/tool/*`. */
const readable = (pattern: RegExp) =>
  pattern.source
    .replace(/^\^|\$$/g, '')
    .replaceAll('\\/', '/')
    .replaceAll('[^/]+', '*');

/**
 * The JS each page of the app loads, in bytes (`size` of one chunk's file; CSS is not counted):
 * - `entry`: the app's entry (index.html) and everything it imports statically;
 * - `routes`: each route of `pages` (core/pages/page-modules.ts: the modules its page loads, layout and tool page
 *   included), with the entry — what a first visit to that address loads before it can be used;
 * - `onDemand`: each chunk a page loads later (the editor, a dialog, sign-out), however deep, counted with the
 *   largest page that can load it (the JS in that page once it has arrived), largest first.
 * `otherRoutes`: route modules the list leaves out (the not-found page), each a route of its own.
 */
export function bundlePages(
  manifest: ViteManifest,
  size: (file: string) => number,
  pages: readonly PageModules[],
  otherRoutes: Record<string, string>,
): BundlePages {
  const closure = (key: string, seen?: Set<string>) => staticClosure(manifest, key, seen);
  const jsSize = (keys: Set<string>) =>
    [...keys]
      .filter((key) => manifest[key]!.file.endsWith('.js'))
      .reduce((sum, key) => sum + size(manifest[key]!.file), 0);

  const entry = closure('index.html');
  const routeKeys = new Set([...pages.flatMap(({ modules }) => modules), ...Object.keys(otherRoutes)]);
  const routes = [
    ...pages.map(({ pattern, modules }) => ({
      route: readable(pattern),
      loaded: new Set(modules.flatMap((module) => [...closure(module, new Set(entry))])),
    })),
    ...Object.entries(otherRoutes).map(([module, route]) => ({ route, loaded: closure(module, new Set(entry)) })),
  ];

  const onDemand = new Map<string, OnDemandChunk>();
  const visit = (route: string, loaded: Set<string>, from: Iterable<string>) => {
    for (const key of from) {
      for (const lazy of manifest[key]!.dynamicImports ?? []) {
        if (routeKeys.has(lazy) || loaded.has(lazy)) continue;
        const withIt = closure(lazy, new Set(loaded));
        const total = jsSize(withIt);
        if ((onDemand.get(lazy)?.total ?? -1) >= total) continue;
        onDemand.set(lazy, { key: lazy, route, total });
        visit(
          route,
          withIt,
          [...closure(lazy)].filter((chunk) => !loaded.has(chunk)),
        );
      }
    }
  };
  for (const { route, loaded } of routes) visit(route, loaded, loaded);

  return {
    landing: jsSize(closure('landing.html')),
    entry: jsSize(entry),
    routes: routes.map(({ route, loaded }) => ({ route, total: jsSize(loaded) })),
    onDemand: [...onDemand.values()].sort((a, b) => b.total - a.total),
  };
}

/**
 * What loads the chunk group `name` (scripts/start-chunks.ts) among the landing page, the app's entry and `pages` (each
 * with the entry): for the build to check that a visitor's pages never load the app's shared chunk (ADR 0124).
 */
export function pagesLoadingChunk(manifest: ViteManifest, name: string, pages: readonly PageModules[]): string[] {
  const entry = staticClosure(manifest, 'index.html');
  const loads: [string, Set<string>][] = [
    ['the landing page', staticClosure(manifest, 'landing.html')],
    ["the app's entry", entry],
    ...pages.map(({ pattern, modules }): [string, Set<string>] => [
      readable(pattern),
      new Set(modules.flatMap((module) => [...staticClosure(manifest, module, new Set(entry))])),
    ]),
  ];
  return loads.filter(([, keys]) => [...keys].some((key) => manifest[key]!.name === name)).map(([page]) => page);
}
