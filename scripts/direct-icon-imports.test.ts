import { expect, it } from 'vitest';
import { directIconImports, iconFiles } from './direct-icon-imports';

// Two lines as lucide-react 1.75's dist/esm/lucide-react.mjs writes them (each icon under its names and aliases).
const INDEX = [
  "import * as index from './icons/index.mjs';",
  'export { index as icons };',
  "export { default as Loader2, default as LoaderCircle, default as LucideLoader2 } from './icons/loader-circle.mjs';",
  "export { default as Search, default as SearchIcon } from './icons/search.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join('\n');
const files = iconFiles(INDEX, '/nm/lucide-react/dist/esm');

type Transformed = { code: string } | null;
const transform = (code: string, id = '/repo/web/src/x.tsx') =>
  (directIconImports(files).transform as (code: string, id: string) => Transformed)(code, id)?.code ?? null;

it('reads each icon and its aliases from the index, and nothing that is not an icon', () => {
  expect(Object.fromEntries(files)).toEqual({
    Loader2: '/nm/lucide-react/dist/esm/icons/loader-circle.mjs',
    LoaderCircle: '/nm/lucide-react/dist/esm/icons/loader-circle.mjs',
    LucideLoader2: '/nm/lucide-react/dist/esm/icons/loader-circle.mjs',
    Search: '/nm/lucide-react/dist/esm/icons/search.mjs',
    SearchIcon: '/nm/lucide-react/dist/esm/icons/search.mjs',
  });
});

it("imports each icon from its own file, under the name the module gives it, and the rest from lucide-react's index", () => {
  const code = [
    "import { Search, Loader2 as Spinner, icons } from 'lucide-react';",
    "import { useState } from 'react';",
    'export const a = [Search, Spinner, icons, useState];',
  ].join('\n');
  expect(transform(code)).toBe(
    [
      'import Search from "/nm/lucide-react/dist/esm/icons/search.mjs";',
      'import Spinner from "/nm/lucide-react/dist/esm/icons/loader-circle.mjs";',
      "import { icons } from 'lucide-react';",
      "import { useState } from 'react';",
      'export const a = [Search, Spinner, icons, useState];',
    ].join('\n'),
  );
});

it('leaves a module with no icon to import, and the packages in node_modules, as they are', () => {
  expect(transform("import { icons } from 'lucide-react';\nexport const a = icons;")).toBeNull();
  expect(transform("import { useState } from 'react';\nexport const b = useState;")).toBeNull();
  expect(
    transform("import { Search } from 'lucide-react';\nexport const c = Search;", '/repo/node_modules/x/y.js'),
  ).toBeNull();
});
