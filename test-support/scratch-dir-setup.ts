import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeTemplateInBackground } from './background-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's scratch directory (memory-backed where the system has one): the tests' PGlite files go in it. Without
     * TEST_DATABASE_URL, `pgliteTemplate` is where a server-ready PGlite data dir appears, which each file's database
     * copies (test-database.ts waits for it); `pgliteTemplate`.failed holds why, if it could not be made.
     */
    scratch: { dir: string; pgliteTemplate?: string };
  }
}

/**
 * Makes the run's scratch directory and, for PGlite, starts migrating the run's data dir there (once for the run,
 * rather than in the first file of each worker, whose hook's time it took; in the background, so that the other
 * projects' tests start at once). Once every worker has ended, it removes them with whatever a worker left.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'ft-test-run-'));
  const pgliteTemplate = process.env.TEST_DATABASE_URL ? undefined : join(dir, 'template');
  const made = pgliteTemplate ? makeTemplateInBackground(pgliteTemplate) : Promise.resolve();
  project.provide('scratch', { dir, pgliteTemplate });
  return async () => {
    await made;
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  };
}
