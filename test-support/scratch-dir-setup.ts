import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMigratedPgliteDir } from '../server/src/testing/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's scratch directory (memory-backed where the system has one): the tests' PGlite files go in it. Without
     * TEST_DATABASE_URL, `pgliteTemplate` is a migrated PGlite data dir in it, which each file's database copies.
     */
    scratch: { dir: string; pgliteTemplate?: string };
  }
}

/**
 * Makes the run's scratch directory and, for PGlite, its migrated data dir (here, once, rather than in the first test
 * file of each worker, whose hook's time it took), and removes them with whatever a worker left once every worker has
 * ended.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'ft-test-run-'));
  const pgliteTemplate = process.env.TEST_DATABASE_URL ? undefined : join(dir, 'template');
  if (pgliteTemplate) await createMigratedPgliteDir(pgliteTemplate);
  project.provide('scratch', { dir, pgliteTemplate });
  return () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
