// After `vite build`: the web app's brotli and gzip copies beside its files (scripts/precompress.ts, ADR 0119).
import { precompress } from './precompress';

const started = performance.now();
const { files, bytes, brotliBytes } = await precompress(new URL('../dist/web', import.meta.url).pathname);
console.log(
  `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB with brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
