// After `vite build --ssr`: fails the build when the server's renderer imports a browser-only package (ADR 0137).
import { rendererStrayImports } from './renderer-imports';

const stray = rendererStrayImports(new URL('../dist/ssr', import.meta.url).pathname);
for (const { file, imports } of stray) console.error(`dist/ssr/${file} imports ${imports.join(', ')}`);
if (stray.length > 0) process.exit(1);
