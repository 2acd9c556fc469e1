import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What is worth compressing: text (scripts, styles, data, vector images), at least a kilobyte (as compress()). */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file under `dir` (recursively) worth compressing, and not a compressed copy itself. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((path) => {
      if (!COMPRESSIBLE.test(path)) return false;
      const stats = statSync(path);
      return stats.isFile() && stats.size >= MIN_BYTES;
    });
}

/**
 * Writes beside each such file under `dir` its brotli (`.br`, the densest setting) and gzip (`.gz`, level 9) copies,
 * which the server sends as they are to a browser that takes them (ADR 0119): a page's scripts are compressed once
 * when built, not on every request, and smaller than on-the-fly gzip makes them. A copy that would not be smaller is
 * not written. Returns the bytes before and after brotli, for the build's log.
 */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = compressibleFiles(dir);
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (path) => {
      const content = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: 9 }),
      ]);
      bytes += content.length;
      brotliBytes += Math.min(br.length, content.length);
      if (br.length < content.length) writeFileSync(`${path}.br`, br);
      if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
    }),
  );
  return { files: files.length, bytes, brotliBytes };
}
