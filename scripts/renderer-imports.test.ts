import { expect, it } from 'vitest';
import { browserOnlyImports } from './renderer-imports';

it('finds a browser-only package however a module imports it, and nothing else', () => {
  expect(browserOnlyImports('import "react-dom/client";')).toEqual(['react-dom/client']);
  expect(browserOnlyImports("import { hydrateRoot } from 'react-dom/client';")).toEqual(['react-dom/client']);
  expect(browserOnlyImports('const m = await import("lucide-react");')).toEqual(['lucide-react']);
  expect(browserOnlyImports('import{X as a}from"lucide-react";import"react-dom/client"')).toEqual([
    'react-dom/client',
    'lucide-react',
  ]);
  // What the renderer does import, and the names in comments that a bundle keeps: none of them.
  expect(browserOnlyImports('import { prerenderToNodeStream } from "react-dom/static";')).toEqual([]);
  expect(browserOnlyImports('import { createPortal } from "react-dom";')).toEqual([]);
  expect(browserOnlyImports('// node_modules/lucide-react/dist/esm/icons/rocket.mjs')).toEqual([]);
  expect(browserOnlyImports('import x from "lucide-react-native";')).toEqual([]);
});
