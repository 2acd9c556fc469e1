import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { makeTemplateInBackground } from '../../test-support/background-template';

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

type Run = ProvidedContext['e2eRun'];
/**
 * The run's storage, shared by the config's projects (the journeys run together and those that run alone, ADR 0123):
 * vitest loads this file once per project, so what they share is kept on the process, with how many still use it.
 */
const shared = globalThis as { e2eRun?: { run: Run; made: Promise<void>; users: number } };

/**
 * The run's storage for the workers' shared stacks (stack.ts). A shared stack lives as long as its worker, so
 * it cannot remove its data itself: once every worker has ended (and its servers with it), this does. The PGlite
 * template is made in the background while the workers start (a stack waits for it).
 */
export default function setup(project: TestProject) {
  shared.e2eRun ??= startRun();
  const using = shared.e2eRun;
  using.users += 1;
  project.provide('e2eRun', using.run);
  return async () => {
    using.users -= 1;
    if (using.users > 0) return;
    shared.e2eRun = undefined;
    await using.made;
    const { run } = using;
    if (process.env.TEST_DATABASE_URL) {
      const { dropPostgresTestDatabases } = await import('../../server/src/testing/test-database');
      await dropPostgresTestDatabases(process.env.TEST_DATABASE_URL, `ft_e2e_${run.id}_`);
    }
    rmSync(run.dir, { recursive: true, force: true, maxRetries: 5 });
  };
}

function startRun() {
  const dir = mkdtempSync(join(tmpdir(), 'ft-e2e-run-'));
  const pgliteTemplate = process.env.TEST_DATABASE_URL ? undefined : join(dir, 'pglite-template');
  const made = pgliteTemplate ? makeTemplateInBackground(pgliteTemplate) : Promise.resolve();
  return { run: { dir, id: randomBytes(4).toString('hex'), pgliteTemplate }, made, users: 0 };
}
