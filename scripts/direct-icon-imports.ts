import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Specifier = Node & { imported?: { name?: string; value?: string }; local: { name: string } };

const PACKAGE = 'lucide-react';

/**
 * Each icon lucide-react's index exports, by name (`Search`, `Loader2`, `LoaderCircle`…), and the file that is its
 * default export. The index re-exports them as `export { default as A, default as B } from './icons/a.mjs'`.
 */
export function iconFiles(index: string, dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+\.mjs)'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, join(dir, file!));
  return files;
}

/**
 * lucide-react's index imports every one of its ~1,700 icons (and `icons`, all of them at once). The bundle keeps only
 * the icons a page uses, but the module graph that scripts/start-chunks.ts reads to group chunks holds all of them for
 * any module that imports one, so a page seemed to load every icon the app uses anywhere (ADR 0126). This rewrites
 * `import { Search, X as Close } from 'lucide-react'` in the web app's modules to one import of each icon's own
 * file; what the index has besides icons (`createLucideIcon`, `icons`) still comes from the index.
 */
export function directIconImports(files = lucideIconFiles()): Plugin {
  return {
    name: 'direct-icon-imports',
    enforce: 'post',
    // Both builds: the server's renderer then holds only the icons the pages use, not lucide-react's index with all
    // of them (7.6 MB of its heap, ADR 0137).
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(PACKAGE)) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const output = new MagicString(code);
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== PACKAGE)
          continue;
        const specifiers = statement.specifiers as Specifier[];
        const named = (specifier: Specifier) => {
          const name = specifier.imported?.name ?? specifier.imported?.value;
          return specifier.type === 'ImportSpecifier' && name !== undefined ? files.get(name) : undefined;
        };
        const icons = specifiers.filter(named);
        if (icons.length === 0) continue;
        const rest = specifiers.filter((specifier) => !named(specifier));
        const direct = icons.map((icon) => `import ${icon.local.name} from ${JSON.stringify(named(icon))};`);
        const kept =
          rest.length > 0 ? [`import { ${rest.map(specifierText(code)).join(', ')} } from '${PACKAGE}';`] : [];
        output.overwrite(statement.start, statement.end, [...direct, ...kept].join('\n'));
      }
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}

const specifierText = (code: string) => (specifier: Specifier) => code.slice(specifier.start, specifier.end);

/** The installed lucide-react's icons (its ESM index, next to its icons folder). */
function lucideIconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const index = join(dirname(require.resolve(`${PACKAGE}/package.json`)), 'dist/esm/lucide-react.mjs');
  const files = iconFiles(readFileSync(index, 'utf8'), dirname(index));
  if (files.size === 0) throw new Error(`No icons found in ${index}: lucide-react writes its index differently now`);
  return files;
}
