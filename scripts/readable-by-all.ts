import { chmodSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Lets every user read what is under `dir` (files a+r, folders a+rx), as a built package's files are: the shipped
 * empty database is copied by the server, which may run as another user than the one who built it (a service
 * account); PGlite's initdb leaves a file only its owner may read.
 */
export function makeReadableByAll(dir: string): void {
  chmodSync(dir, statSync(dir).mode | 0o555);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makeReadableByAll(path);
    else chmodSync(path, statSync(path).mode | 0o444);
  }
}
