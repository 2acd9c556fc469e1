import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's scratch directory (memory-backed where the system has one): the tests' PGlite files go in it. */
    scratchDir: string;
  }
}

/** Makes the run's scratch directory, and removes it with whatever a worker left in it once every worker has ended. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'ft-test-run-'));
  project.provide('scratchDir', dir);
  return () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
