import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys against the built server, three files at a time on two cores: a journey waits on its pages
 * (auto save's pause, a server's answer) about a third of its time, which a third worker fills (ADR 0112; ten journeys
 * took 78–91 s against 102–106 s with two). Each worker keeps its modules
 * between files (isolate off), so its chromium and its shared stack serve every file it runs (ADR 0065).
 */
export default defineConfig({
  resolve: { alias: { '@core': new URL('../core', import.meta.url).pathname } },
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    isolate: false,
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A journey polls for what a page does after a request (a document opening, a total recomputed): under two
    // loaded cores that can take seconds, not vitest's default of one (stop 40's CI failed on exactly that).
    expect: { poll: { timeout: 15_000 } },
  },
});
