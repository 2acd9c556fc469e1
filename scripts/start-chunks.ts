import type { Plugin, Rolldown } from 'vite';
import { APP_PAGES, PAGE_MODULES } from '../core/pages/page-modules';

type CodeSplittingGroup = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups'] extends
  | (infer G)[]
  | undefined
  ? G
  : never;

/**
 * How many of the signed-in pages must load a module for it to go in a shared chunk: most of the 37 (the dashboard,
 * profile, preferences, the board, an idea and the tools), so that a page loads little of it that it does not use (ADR
 * 0124).
 */
const APP_SHARED_PAGES = 20;

/**
 * The modules each page of the app loads before anything else, in two chunks instead of ~25: what the light landing
 * page (landing.html) shares with the app's entry (React, react-intl…), and the rest of the entry (index.html: the
 * router, TanStack Query, the providers). Every app page loads the entry whole, so one chunk costs no page anything
 * it did not load, and saves each small chunk's own compression and imports (ADR 0040). The landing keeps only what
 * it uses.
 *
 * Three more hold what most signed-in pages load after the entry, which were ~70 chunks of their own, each shared by a
 * different set of pages (ADRs 0124–0126):
 * - `landing-shared`: what the landing loads too (the button, the card, `cn`, its icons), so it costs the landing nothing;
 * - `pages-shared`: what a visitor's page loads too (the form parts, the dialog, zod), never what the landing loads;
 * - `app-shared`: the rest (the tool page's frame, its save header, the icons they share), which no visitor's page
 *   loads: scripts/check-bundle-budget.ts fails the build if one does.
 * A module goes in one only if its imports are all in the entry, in that chunk, or in a chunk listed above it: a chunk
 * pulls in nothing else.
 *
 * `groups` go in `output.codeSplitting`; `plugin` learns the entries' and pages' static imports once the modules are
 * known, before the chunks are made.
 */
export function startChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const closures = { app: new Set<string>(), landing: new Set<string>() };
  const appShared = new Set<string>();
  const pagesShared = new Set<string>();
  const landingShared = new Set<string>();
  const plugin: Plugin = {
    name: 'start-chunks',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    buildEnd() {
      const walk = (id: string, into: Set<string>) => {
        if (into.has(id)) return;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) walk(imported, into);
      };
      // From what each page's script imports: the script stays its entry chunk, which the server's preloads read.
      const from = (page: string, into: Set<string>) => {
        for (const script of this.getModuleInfo(page)?.importedIds ?? [])
          for (const id of this.getModuleInfo(script)?.importedIds ?? []) walk(id, into);
      };
      const ids = [...this.getModuleIds()];
      for (const id of ids.filter((id) => id.endsWith('/web/index.html'))) from(id, closures.app);
      for (const id of ids.filter((id) => id.endsWith('/web/landing.html'))) from(id, closures.landing);

      // What each page of the list loads after the entry: how many signed-in pages load a module, and which modules a
      // signed-out page loads.
      const signedInPages = new Map<string, number>();
      const signedOut = new Set<string>();
      for (const page of PAGE_MODULES) {
        const loaded = new Set<string>();
        for (const key of page.modules)
          for (const id of ids.filter((id) => id.endsWith(`/web/${key}`))) walk(id, loaded);
        for (const id of loaded)
          if (APP_PAGES.includes(page)) signedInPages.set(id, (signedInPages.get(id) ?? 0) + 1);
          else signedOut.add(id);
      }
      // A module may go in a shared chunk when no page of `keptOut` loads it and each of its imports is in the entry,
      // in `loadedWith` or may go too (a cycle is taken as it comes: its other modules are checked on their own).
      const sharable = (keptOut: Set<string>, loadedWith: Set<string>) => {
        const fits = new Map<string, boolean>();
        const mayShare = (id: string): boolean => {
          if (!fits.has(id)) {
            fits.set(id, true);
            const imports = this.getModuleInfo(id)?.importedIds ?? [];
            fits.set(
              id,
              !keptOut.has(id) && imports.every((dep) => closures.app.has(dep) || loadedWith.has(dep) || mayShare(dep)),
            );
          }
          return fits.get(id)!;
        };
        return mayShare;
      };
      const common = [...signedInPages]
        .filter(([id, pages]) => pages >= APP_SHARED_PAGES && !closures.app.has(id))
        .map(([id]) => id);
      // What the landing loads too goes in the landing's and app's chunk; what a visitor's page loads too, in the pages'
      // chunk; the rest in the app's.
      const mayShareWithLanding = sharable(new Set(), new Set());
      for (const id of common) if (closures.landing.has(id) && mayShareWithLanding(id)) landingShared.add(id);
      const mayShareWithVisitors = sharable(closures.landing, landingShared);
      for (const id of common) if (signedOut.has(id) && mayShareWithVisitors(id)) pagesShared.add(id);
      const mayShareInApp = sharable(signedOut, new Set([...landingShared, ...pagesShared]));
      for (const id of common) if (!signedOut.has(id) && mayShareInApp(id)) appShared.add(id);
    },
  };
  const groups: CodeSplittingGroup[] = [
    { name: 'start-shared', priority: 2, test: (id) => closures.app.has(id) && closures.landing.has(id) },
    { name: 'start', priority: 1, test: (id) => closures.app.has(id) && !closures.landing.has(id) },
    { name: 'landing-shared', priority: 0, test: (id) => landingShared.has(id) },
    { name: 'pages-shared', priority: 0, test: (id) => pagesShared.has(id) },
    { name: 'app-shared', priority: 0, test: (id) => appShared.has(id) },
  ];
  return { plugin, groups };
}
