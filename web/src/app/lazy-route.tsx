import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

const preloads = new WeakMap<ComponentType, () => Promise<unknown>>();

/**
 * A page whose module loads on demand (ADR 0044): until it has loaded, React.lazy's (the nearest Suspense waits; a
 * navigation, being a transition, keeps the page it leaves on screen meanwhile); once loaded (`preloadRoutes`
 * loads it before the first render), the page itself, at once. A module that cannot load (offline, or gone after a
 * deploy) shows RouteError, whose 'Reload page' loads the app anew.
 */
export function lazyRoute(load: () => Promise<ComponentType>): ComponentType {
  let Page: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load().then((loaded) => (Page = loaded)));
  const Loading = lazy(async () => ({ default: await preload() }));
  function LazyRoute() {
    return Page ? <Page /> : <Loading />;
  }
  preloads.set(LazyRoute, preload);
  return LazyRoute;
}

/**
 * Loads the modules of the routes that match `pathname`, so that their first render draws the page at once:
 * hydrating a page the server rendered must draw that page, not a spinner while its modules load. One that fails
 * is left to the render, which shows RouteError.
 */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => preloadPage(route.Component)));
}

/** Loads a page made by `lazyRoute` (nothing for another component); a failure is left to its render. */
export async function preloadPage(Page: ComponentType | null | undefined): Promise<void> {
  await (Page &&
    preloads
      .get(Page)?.()
      .catch(() => undefined));
}
