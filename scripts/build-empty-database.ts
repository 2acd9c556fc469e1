// After the server's bundle: the empty embedded database a new DATA_DIR starts as (ADR 0117), made by PGlite's
// initdb here rather than in the server's first start. Made again only when PGlite or its settings changed (the
// stamp beside it says which it was made with). Run with tsx, as `npm run build:server` does.
import { PGlite } from '@electric-sql/pglite';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { EMBEDDED_OPTIONS } from '../server/src/db/embedded-settings';
import { emptyDatabaseDir } from '../server/src/paths';
import { makeReadableByAll } from './readable-by-all';

const pglitePackage = join(
  dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
  'package.json',
);
const { version } = JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string };
const stampFile = `${emptyDatabaseDir}.json`;
const stamp = JSON.stringify({ pglite: version, options: EMBEDDED_OPTIONS });

if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  const building = `${emptyDatabaseDir}.building`;
  rmSync(building, { recursive: true, force: true });
  rmSync(emptyDatabaseDir, { recursive: true, force: true });
  const database = await PGlite.create(building, EMBEDDED_OPTIONS);
  await database.close();
  renameSync(building, emptyDatabaseDir);
  writeFileSync(stampFile, stamp);
}
// Every build, so that one made before this line is mended too.
makeReadableByAll(emptyDatabaseDir);
