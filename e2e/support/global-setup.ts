import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createServerReadyPgliteDir, dropPostgresTestDatabases } from '../../server/src/testing/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where each worker's shared stack keeps its data: its data dirs in `dir`, its database named `ft_e2e_<id>_…`.
     * Without TEST_DATABASE_URL, `pgliteTemplate` is a DATA_DIR as a server's first start leaves it
     * (createServerReadyPgliteDir), which each server starts from a copy of.
     */
    e2eRun: { dir: string; id: string; pgliteTemplate?: string };
  }
}

/**
 * The run's storage for the workers' shared stacks (stack.ts). A shared stack lives as long as its worker, so
 * it cannot remove its data itself: once every worker has ended (and its servers with it), this does.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ft-e2e-run-'));
  const pgliteTemplate = process.env.TEST_DATABASE_URL ? undefined : join(dir, 'pglite-template');
  if (pgliteTemplate) await createServerReadyPgliteDir(pgliteTemplate);
  const run = { dir, id: randomBytes(4).toString('hex'), pgliteTemplate };
  project.provide('e2eRun', run);
  return async () => {
    if (process.env.TEST_DATABASE_URL)
      await dropPostgresTestDatabases(process.env.TEST_DATABASE_URL, `ft_e2e_${run.id}_`);
    rmSync(run.dir, { recursive: true, force: true, maxRetries: 5 });
  };
}
