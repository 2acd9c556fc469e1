import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { makeReadableByAll } from './readable-by-all';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

it("makes every file readable and every folder listable by all, and takes no one's rights away", () => {
  const root = mkdtempSync(join(tmpdir(), 'readable-'));
  dirs.push(root);
  // As PGlite's initdb leaves pg_logical/replorigin_checkpoint: 0600, in a folder of its own.
  // (Modes set after creating, as the umask would take bits away.)
  mkdirSync(join(root, 'pg_logical'));
  chmodSync(join(root, 'pg_logical'), 0o700);
  writeFileSync(join(root, 'pg_logical', 'replorigin_checkpoint'), 'x');
  chmodSync(join(root, 'pg_logical', 'replorigin_checkpoint'), 0o600);
  writeFileSync(join(root, 'PG_VERSION'), '17');
  chmodSync(join(root, 'PG_VERSION'), 0o666);

  makeReadableByAll(root);

  expect([modeOf(join(root, 'pg_logical')), modeOf(join(root, 'pg_logical', 'replorigin_checkpoint'))]).toEqual([
    '755',
    '644',
  ]);
  expect(modeOf(join(root, 'PG_VERSION'))).toBe('666');
});
