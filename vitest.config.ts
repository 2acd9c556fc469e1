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
          setupFiles: ['test-support/fail-on-console-error.ts', 'web/src/test/setup.ts'],
        },
      },
    ],
  },
});
