import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb } from './client';
import { dataDirFailure, DataDirError } from './data-dir';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** What PGlite's file system throws: no message, an Emscripten errno. */
const emscripten = (errno: number) => Object.assign(Object.create(null) as object, { name: 'ErrnoError', errno });

describe('a DATA_DIR the embedded database cannot use', () => {
  it.each([
    [
      'a read-only directory',
      withCode("EACCES: permission denied, open '/data/db/x'", 'EACCES'),
      'permission denied: this user cannot write to it (EACCES)',
    ],
    [
      'a read-only file system',
      withCode('EROFS: read-only file system', 'EROFS'),
      'it is on a read-only file system (EROFS)',
    ],
    ['a full disk', withCode('ENOSPC: no space left on device', 'ENOSPC'), 'no space left on the device (ENOSPC)'],
    ["PGlite's full disk", emscripten(51), 'no space left on the device (ENOSPC)'],
    ["PGlite's permission denied", emscripten(2), 'permission denied: this user cannot write to it (EACCES)'],
    [
      "PGlite's failure to start",
      new Error('PGlite failed to initialize properly'),
      'PGlite failed to initialize properly',
    ],
  ])('is told in one line naming DATA_DIR and the cause: %s', (_, error, cause) => {
    const failure = dataDirFailure('/srv/founder-data', error);
    expect(failure).toBeInstanceOf(DataDirError);
    expect(failure.message).toContain(`DATA_DIR /srv/founder-data cannot hold the embedded database: ${cause}.`);
    expect(failure.message).not.toContain('\n');
    expect(failure.cause).toBe(error);
  });

  it('stops createDb before PGlite starts when DATA_DIR is not a directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ft-data-dir-'));
    const file = join(dir, 'not-a-directory');
    writeFileSync(file, '');
    try {
      await expect(createDb({ DATABASE_URL: undefined, DATA_DIR: file })).rejects.toThrow(
        new DataDirError(
          `DATA_DIR ${file} cannot hold the embedded database: it is not a directory (ENOTDIR). Make it a writable directory with free space, or set DATA_DIR to another one (or DATABASE_URL to use PostgreSQL).`,
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
