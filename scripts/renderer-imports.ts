import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Packages the server's renderer (dist/ssr) must not import from node_modules (ADR 0137): the browser's start, and
 * lucide-react's index with every icon (the renderer's build takes each icon from its own file).
 */
const BROWSER_ONLY_PACKAGES = ['react-dom/client', 'lucide-react'] as const;

/** The packages of BROWSER_ONLY_PACKAGES a module's code imports (`from '…'`, `import '…'`, `import('…')`). */
export function browserOnlyImports(code: string): string[] {
  return BROWSER_ONLY_PACKAGES.filter((name) =>
    new RegExp(`(?:\\bfrom|\\bimport)\\s*\\(?\\s*["']${name.replace('/', '\\/')}["']`).test(code),
  );
}

/** Each JavaScript file under `dir` that imports a browser-only package, with what it imports. */
export function rendererStrayImports(dir: string): { file: string; imports: string[] }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, imports: browserOnlyImports(readFileSync(join(dir, file), 'utf8')) }))
    .filter(({ imports }) => imports.length > 0);
}
