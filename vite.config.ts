import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { directIconImports } from './scripts/direct-icon-imports';
import { precompileDefaultMessages, precompileMessages } from './scripts/precompile-messages';
import { pureCore } from './scripts/pure-core';
import { startChunks } from './scripts/start-chunks';
import { stylesFirst } from './scripts/styles-first';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The modules every app page loads first, in two chunks instead of ~25 (ADR 0040).
const start = startChunks();

/**
 * react-router's package points every bundler at its development build, whose warnings run on every render of a link
 * or a route (remix-run/react-router#14102): the browser's build takes the production one beside it (ADR 0131).
 */
const reactRouterForBrowser = {
  find: /^react-router$/,
  replacement: path('./node_modules/react-router/dist/production/index.mjs'),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: path('./web'),
  // Messages ship parsed, so the ICU parser stays out of the browser (ADR 0032); core's unused schemas are dropped
  // (pureCore, ADR 0040).
  plugins: [
    react(),
    tailwindcss(),
    precompileMessages(),
    precompileDefaultMessages(),
    pureCore(),
    stylesFirst(),
    directIconImports(),
    start.plugin,
  ],
  resolve: {
    alias: [
      { find: '@core', replacement: path('./core') },
      { find: '@', replacement: path('./web/src') },
      ...(command === 'build' && !isSsrBuild ? [reactRouterForBrowser] : []),
    ],
  },
  build: isSsrBuild
    ? // The pages' renderer on the server (web/src/entry-server.tsx, ADR 0038); packages stay in node_modules.
      { outDir: path('./dist/ssr'), emptyOutDir: true }
    : {
        outDir: path('./dist/web'),
        emptyOutDir: true,
        // The app (index.html) and the light landing page a visitor's first visit to / gets (landing.html).
        rollupOptions: {
          input: { index: path('./web/index.html'), landing: path('./web/landing.html') },
          output: { codeSplitting: { groups: start.groups } },
        },
        // For scripts/check-bundle-budget.ts (and the server's preloads): which chunks each page loads.
        manifest: true,
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
