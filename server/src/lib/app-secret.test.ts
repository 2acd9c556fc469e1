import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { resolveAppSecret } from './app-secret';

it('uses APP_SECRET when set', () => {
  expect(resolveAppSecret({ APP_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent' })).toBe('x'.repeat(32));
});

it('generates a secret on first start, keeps it private in DATA_DIR, and reuses it', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'ft-secret-')), 'data');
  const first = resolveAppSecret({ APP_SECRET: undefined, DATA_DIR: dataDir });
  expect(first.length).toBeGreaterThanOrEqual(43);
  expect(statSync(join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
  expect(resolveAppSecret({ APP_SECRET: undefined, DATA_DIR: dataDir })).toBe(first);
});
