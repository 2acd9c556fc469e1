import { expect, it } from 'vitest';
import type { ViteManifest } from '../core/pages/vite-manifest';
import { bundlePages } from './bundle-pages';

// Sizes by file: the entry 100, the shell 30, two routes, a dialog one of them loads, and a chunk they share.
const SIZES: Record<string, number> = {
  'index.js': 100,
  'landing.js': 40,
  'shell.js': 30,
  'board.js': 50,
  'tool.js': 20,
  'shared.js': 10,
  'dialog.js': 5,
  'not-found.js': 3,
  'x.css': 999,
};
const manifest: ViteManifest = {
  'index.html': {
    file: 'index.js',
    imports: ['_shared.js'],
    dynamicImports: ['src/shell.tsx', 'src/board.tsx', 'src/tool.tsx', 'src/not-found.tsx'],
  },
  'landing.html': { file: 'landing.js' },
  '_shared.js': { file: 'shared.js' },
  'src/shell.tsx': { file: 'shell.js', imports: ['_x.css'] },
  '_x.css': { file: 'x.css' },
  'src/board.tsx': { file: 'board.js', imports: ['_shared.js'], dynamicImports: ['src/dialog.tsx', 'src/tool.tsx'] },
  'src/tool.tsx': { file: 'tool.js', dynamicImports: ['src/dialog.tsx'] },
  'src/dialog.tsx': { file: 'dialog.js', imports: ['_shared.js'] },
  'src/not-found.tsx': { file: 'not-found.js' },
};
const pages = [
  { pattern: /^\/board$/, modules: ['src/shell.tsx', 'src/board.tsx'] },
  { pattern: /^\/tool\/[^/]+$/, modules: ['src/tool.tsx'] },
];

it('counts each route with the entry and every module its page loads, each chunk once and only its JS', () => {
  const { landing, entry, routes } = bundlePages(manifest, (file) => SIZES[file]!, pages, {
    'src/not-found.tsx': '(other)',
  });
  expect({ landing, entry }).toEqual({ landing: 40, entry: 110 });
  expect(routes).toEqual([
    { route: '/board', total: 190 },
    { route: '/tool/*', total: 130 },
    { route: '(other)', total: 113 },
  ]);
});

it('counts a chunk loaded on demand with the largest page that loads it, and never a route as loaded on demand', () => {
  const { onDemand } = bundlePages(manifest, (file) => SIZES[file]!, pages, { 'src/not-found.tsx': '(other)' });
  expect(onDemand).toEqual([{ key: 'src/dialog.tsx', route: '/board', total: 195 }]);
});
