import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { copyEmptyDatabase } from './empty-database';

/* A new DATA_DIR's database starts as a copy of the empty one the build made (ADR 0117). */

let root: string;
let emptyDir: string;
let dbDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ft-empty-db-'));
  emptyDir = join(root, 'empty-database');
  mkdirSync(join(emptyDir, 'base'), { recursive: true });
  writeFileSync(join(emptyDir, 'PG_VERSION'), '18\n');
  writeFileSync(join(emptyDir, 'base', '1'), 'catalog');
  dbDir = join(root, 'data', 'db');
  mkdirSync(dbDir, { recursive: true });
});

describe('copyEmptyDatabase', () => {
  it('copies the empty database into an empty db directory, and leaves nothing beside it', () => {
    copyEmptyDatabase(dbDir, emptyDir);
    expect(readFileSync(join(dbDir, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(readFileSync(join(dbDir, 'base', '1'), 'utf8')).toBe('catalog');
    expect(readdirSync(join(root, 'data'))).toEqual(['db']);
  });

  it('leaves a db directory that holds anything as it is', () => {
    writeFileSync(join(dbDir, 'PG_VERSION'), '17\n');
    copyEmptyDatabase(dbDir, emptyDir);
    expect(readdirSync(dbDir)).toEqual(['PG_VERSION']);
    expect(readFileSync(join(dbDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('does nothing when no empty database was built (PGlite runs initdb)', () => {
    copyEmptyDatabase(dbDir, join(root, 'not-built'));
    expect(readdirSync(dbDir)).toEqual([]);
  });
});
