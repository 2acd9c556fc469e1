import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes a new DATA_DIR's database a copy of the empty one `npm run build` made (scripts/build-empty-database.ts,
 * ADR 0117) rather than PGlite running initdb in the server: initdb runs a second Postgres and copies its heap,
 * which took the first start to ~850 MB of resident memory that the process never fully gave back. The copy is
 * made beside `dbDir` and renamed into place, so an interrupted one leaves no half database. Nothing is done when
 * `dbDir` holds anything or no empty database was built (the server run from source): PGlite runs initdb then.
 */
export function copyEmptyDatabase(dbDir: string, emptyDir: string): void {
  if (!existsSync(join(emptyDir, 'PG_VERSION')) || readdirSync(dbDir).length > 0) return;
  const copying = `${dbDir}.copying-${process.pid}`;
  try {
    cpSync(emptyDir, copying, { recursive: true });
    renameSync(copying, dbDir);
  } finally {
    rmSync(copying, { recursive: true, force: true });
  }
}
