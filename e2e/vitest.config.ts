import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const globalSetup = ['e2e/support/global-setup.ts'];
/** A journey that measures its own pace (a tap within 50 ms of the first paint) and so runs with no other beside it. */
const alone = ['e2e/input-before-hydration.e2e.ts'];

/**
 * Journeys that walk every working tool through a helper (e2e/support/workspace-journey.ts), so their files are short
 * though they are among the longest (~50 s each). Without durations from an earlier run (a fresh clone, CI), vitest
 * starts the largest files first: these two started last, and the run waited ~50 s on them with one worker idle.
 */
const first = ['e2e/workspace-desktop.e2e.ts', 'e2e/workspace-phone.e2e.ts'];

/** Vitest's order (the longest first, by an earlier run's durations or else by size), with `first` before the rest. */
class FirstThenVitests extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isFirst = (file: TestSpecification) => first.some((path) => file.moduleId.endsWith(`/${path}`));
    return [...sorted.filter(isFirst), ...sorted.filter((file) => !isFirst(file))];
  }
}

/**
 * End-to-end journeys against the built server, three files at a time on two cores: a journey waits on its pages
 * (auto save's pause, a server's answer) about a third of its time, which a third worker fills (ADR 0112; ten journeys
 * took 78–91 s against 102–106 s with two). Each worker keeps its modules
 * between files (isolate off), so its chromium and its shared stack serve every file it runs (ADR 0065). The journeys
 * that time themselves run after the others, one at a time (ADR 0123).
 */
export default defineConfig({
  resolve: { alias: { '@core': new URL('../core', import.meta.url).pathname } },
  test: {
    root: new URL('..', import.meta.url).pathname,
    environment: 'node',
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A journey polls for what a page does after a request (a document opening, a total recomputed): under two
    // loaded cores that can take seconds, not vitest's default of one (stop 40's CI failed on exactly that).
    expect: { poll: { timeout: 15_000 } },
    sequence: { sequencer: FirstThenVitests },
    projects: [
      {
        extends: true,
        test: { name: 'e2e', include: ['e2e/**/*.e2e.ts'], exclude: alone, globalSetup, maxWorkers: 3 },
      },
      {
        extends: true,
        test: { name: 'e2e-alone', include: alone, globalSetup, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
