import type { Plugin, Rolldown } from 'vite';

type CodeSplittingGroup = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups'] extends
  | (infer G)[]
  | undefined
  ? G
  : never;

/**
 * The modules each page of the app loads before anything else, in two chunks instead of ~25: what the light landing
 * page (landing.html) shares with the app's entry (React, react-intl…), and the rest of the entry (index.html: the
 * router, TanStack Query, the providers). Every app page loads the entry whole, so one chunk costs no page anything
 * it did not load, and saves each small chunk's own compression and imports (ADR 0040). The landing keeps only what
 * it uses. `groups` go in `output.codeSplitting`; `plugin` learns the two entries' static imports once the modules
 * are known, before the chunks are made.
 */
export function startChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const closures = { app: new Set<string>(), landing: new Set<string>() };
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
    },
  };
  const groups: CodeSplittingGroup[] = [
    { name: 'start-shared', priority: 2, test: (id) => closures.app.has(id) && closures.landing.has(id) },
    { name: 'start', priority: 1, test: (id) => closures.app.has(id) && !closures.landing.has(id) },
  ];
  return { plugin, groups };
}
