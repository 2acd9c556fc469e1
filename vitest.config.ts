import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@core': path('./core'), '@': path('./web/src') } },
  test: {
    // Both cores (vitest's default leaves one to itself, which waits): ADR 0064.
    maxWorkers: 2,
    projects: [
      // One worker's libraries (zod…) serve all its files; core's own modules start afresh in each file (setupFiles, as
      // the web's do: say.ts remembers which message words were said last). 139 files: 40 s → 8 s (ADR 0121).
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          include: ['core/**/*.test.ts'],
          isolate: false,
          setupFiles: ['test-support/fresh-modules.ts'],
        },
      },
      // Its files first load ESLint with the project's configuration and TypeScript resolver (seconds on a busy machine).
      {
        extends: true,
        test: { name: 'lint', environment: 'node', include: ['eslint/**/*.test.ts'], hookTimeout: 60_000 },
      },
      { extends: true, test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      // Web code's checks that read files and run tools, not a page (the message catalogs).
      { extends: true, test: { name: 'web-node', environment: 'node', include: ['web/**/*.node.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['test-support/scratch-dir-setup.ts'],
          setupFiles: ['test-support/fail-on-console-error.ts'],
          // The server's modules are loaded once per worker, not once per file (their import was the larger part of
          // a file's time): nothing in them keeps state between files, and each file starts its own server on its
          // own database (ADR 0064).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          // happy-dom: about twice as fast as jsdom here (ADR 0064); a file whose code needs jsdom's fidelity (the rich
          // text editor's selections) says `// @vitest-environment jsdom` at its top.
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['web/**/*.node.test.ts'],
          setupFiles: [
            'test-support/fresh-modules.ts',
            'test-support/fail-on-console-error.ts',
            'web/src/test/setup.ts',
          ],
          isolate: false,
          // A test may wait up to 10 s for one thing it should see (setup.ts); several such waits fit in one test.
          testTimeout: 30_000,
          // A beforeAll may load a page's cold modules (loadPagesAt), which a busy machine takes seconds to transform.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
