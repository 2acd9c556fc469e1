import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, pageModules } from '@core/pages/page-modules';

// The tests run from the repository's root (a web test's import.meta.url is no file: URL).
const inWeb = (file: string) => join(process.cwd(), 'web', file);
const source = (file: string) => readFileSync(inWeb(file), 'utf8');

/** The modules a file loads on demand (`import('./x')` or `import('@/x')`), as manifest keys. */
function lazyImports(file: string): string[] {
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  return [...source(file).matchAll(/import\('([^']+)'\)/g)].map(([, specifier]) => {
    const path = specifier!.startsWith('@/')
      ? `src/${specifier!.slice(2)}`
      : new URL(specifier!, new URL(folder, 'file:///')).pathname.slice(1);
    return `${path}.tsx`;
  });
}

describe('PAGE_MODULES', () => {
  const listed = new Set(PAGE_MODULES.flatMap(({ modules }) => modules));

  it('lists every page module the router and the tool registry load on demand (but the not-found page)', () => {
    const loaded = [...lazyImports('src/app/router.tsx'), ...lazyImports('src/app/tool-registry.ts')];
    expect(loaded.length).toBeGreaterThan(10);
    expect(loaded.filter((module) => !listed.has(module) && module !== 'src/app/routes/not-found.tsx')).toEqual([]);
  });

  it('names only files that exist', () => {
    expect([...listed].filter((module) => !existsSync(inWeb(module)))).toEqual([]);
  });

  it('gives a page the modules of its own route, the most specific first', () => {
    expect(pageModules('/dashboard')).toEqual(['src/app/layouts/shell-layout.tsx', 'src/app/routes/dashboard.tsx']);
    expect(pageModules('/tool/idea-garage/idea/0b5e3c1a-1f2d-4c5b-9a8e-7d6c5b4a3f2e')).toEqual([
      'src/app/routes/idea-detail.tsx',
    ]);
    expect(pageModules('/tool/equity-split')).toEqual([
      'src/app/routes/tool.tsx',
      'src/features/equity-split/components/equity-calculator.tsx',
    ]);
    expect(pageModules('/tool/no-such-tool')).toEqual(['src/app/routes/tool.tsx']);
    expect(pageModules('/')).toEqual(['src/app/routes/landing.tsx']);
    expect(pageModules('/no/such/page')).toEqual([]);
  });
});
