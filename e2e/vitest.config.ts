import { defineConfig } from 'vitest/config';

/** End-to-end journeys against the built server; one file at a time (each starts a server and chromium). */
export default defineConfig({
  resolve: { alias: { '@core': new URL('../core', import.meta.url).pathname } },
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
