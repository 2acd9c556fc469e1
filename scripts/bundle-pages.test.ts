import { expect, it } from 'vitest';
import type { ViteManifest } from '../core/pages/vite-manifest';
import { bundlePages, pagesLoadingChunk } from './bundle-pages';

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

it('names the pages that load a chunk group: the landing, the entry, or a page through its modules', () => {
  // _shared.js is named `common`: the entry imports it, and so does every page with the entry; the landing does not.
  const named: ViteManifest = { ...manifest, '_shared.js': { file: 'shared.js', name: 'common' } };
  expect(pagesLoadingChunk(named, 'common', pages)).toEqual(["the app's entry", '/board', '/tool/*']);
  // The dialog's chunk, named `app`: no page loads it before a click (on demand), so none is named.
  const onDemand: ViteManifest = { ...manifest, 'src/dialog.tsx': { file: 'dialog.js', name: 'app' } };
  expect(pagesLoadingChunk(onDemand, 'app', pages)).toEqual([]);
  // The shell's chunk, named `app`: only /board loads it.
  const shell: ViteManifest = { ...manifest, 'src/shell.tsx': { file: 'shell.js', name: 'app' } };
  expect(pagesLoadingChunk(shell, 'app', pages)).toEqual(['/board']);
  // The landing's own chunk.
  const landing: ViteManifest = { ...manifest, 'landing.html': { file: 'landing.js', name: 'app' } };
  expect(pagesLoadingChunk(landing, 'app', pages)).toEqual(['the landing page']);
});
