/**
 * Vite's manifest of the web build (`dist/web/.vite/manifest.json`): each chunk by its key, its file and imports, and
 * the name a chunk group gave it (`start`, `app-shared`: scripts/start-chunks.ts).
 */
export type ViteManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[] }
>;

/**
 * The chunk `key` and every chunk it imports statically, added to `seen`: what loads with it. For the server's
 * preloads (server/src/http/page-preloads.ts) and the build's budget (scripts/bundle-pages.ts). A key the
 * manifest lacks adds nothing.
 */
export function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dependency of manifest[key].imports ?? []) staticClosure(manifest, dependency, seen);
  return seen;
}
