import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this module whether it runs from source (tsx) or from the bundle in dist/. */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

const rootDir = findRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = resolve(rootDir, 'server/src/db/migrations');
export const webDistDir = resolve(rootDir, 'dist/web');
/** The empty embedded database a new DATA_DIR starts as (scripts/build-empty-database.ts, ADR 0117). */
export const emptyDatabaseDir = resolve(rootDir, 'dist/server/empty-database');
/** The web app's server-side renderer (web/src/entry-server.tsx as `npm run build` bundles it, ADR 0038). */
export const ssrEntryFile = resolve(rootDir, 'dist/ssr/entry-server.js');
