import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('writes a brotli and a gzip copy beside each text file of a kilobyte or more, each the file once decompressed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ft-precompress-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  const script = `export const plan = ${JSON.stringify('runway '.repeat(300))};`;
  const style = `.card{padding:1rem}`.repeat(100);
  writeFileSync(join(dir, 'assets', 'plan-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'plan-abc.css'), style);
  writeFileSync(join(dir, 'assets', 'tiny-abc.js'), 'export {};');
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));

  const result = await precompress(dir);

  for (const [file, content] of [
    ['assets/plan-abc.js', script],
    ['assets/plan-abc.css', style],
  ] as const) {
    expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString()).toBe(content);
    expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString()).toBe(content);
    expect(readFileSync(join(dir, `${file}.br`)).length).toBeLessThan(content.length / 10);
  }
  // Under a kilobyte (compress()'s threshold too), and an image already compressed: left alone.
  for (const file of ['assets/tiny-abc.js', 'icon.png']) {
    expect(existsSync(join(dir, `${file}.br`))).toBe(false);
    expect(existsSync(join(dir, `${file}.gz`))).toBe(false);
  }
  expect(result.files).toBe(2);
  expect(result.bytes).toBe(script.length + style.length);
  // A second build's run does not compress the copies again.
  expect((await precompress(dir)).files).toBe(2);
});
