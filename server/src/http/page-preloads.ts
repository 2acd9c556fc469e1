import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageModules } from '@core/pages/page-modules';
import { staticClosure, type ViteManifest } from '@core/pages/vite-manifest';

/**
 * The `<link rel="modulepreload">` tags for a page of the app: the chunks its route loads on demand (and what
 * they import) that the app's entry does not already bring. Read from the build's Vite manifest; none without one.
 */
export function pagePreloads(webDir: string): (path: string) => string {
  const manifestFile = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const closure = (key: string) => staticClosure(manifest, key);
  const entry = closure('index.html');
  const tags = new Map<string, string>();
  return (path) => {
    const modules = pageModules(path);
    const cacheKey = modules.join(' ');
    let links = tags.get(cacheKey);
    if (links === undefined) {
      const chunks = new Set<string>();
      for (const module of modules) for (const chunk of closure(module)) if (!entry.has(chunk)) chunks.add(chunk);
      links = [...chunks]
        .map((chunk) => manifest[chunk]!.file)
        .filter((file) => file.endsWith('.js'))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      tags.set(cacheKey, links);
    }
    return links;
  };
}
