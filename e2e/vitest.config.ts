import { defineConfig } from 'vitest/config';

const globalSetup = ['e2e/support/global-setup.ts'];
/** A journey that measures its own pace (a tap within 50 ms of the first paint) and so runs with no other beside it. */
const alone = ['e2e/input-before-hydration.e2e.ts'];

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
