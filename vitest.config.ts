import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@core': path('./core'), '@': path('./web/src') } },
  test: {
    projects: [
      { extends: true, test: { name: 'core', environment: 'node', include: ['core/**/*.test.ts'] } },
      { extends: true, test: { name: 'lint', environment: 'node', include: ['eslint/**/*.test.ts'] } },
      { extends: true, test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      // Web code's checks that read files and run tools, not a page (the message catalogs).
      { extends: true, test: { name: 'web-node', environment: 'node', include: ['web/**/*.node.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          setupFiles: ['test-support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['web/**/*.node.test.ts'],
          setupFiles: ['test-support/fail-on-console-error.ts', 'web/src/test/setup.ts'],
        },
      },
    ],
  },
});
