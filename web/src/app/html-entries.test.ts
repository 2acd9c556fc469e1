import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The tests run from the repository's root (a web test's import.meta.url is no file: URL).
const page = (file: string) => readFileSync(join(process.cwd(), 'web', file), 'utf8');

it('keeps the light landing page (landing.html) the same as the app page but for its script', () => {
  expect(page('landing.html')).toContain('/src/landing-main.tsx');
  expect(page('landing.html').replace('/src/landing-main.tsx', '/src/main.tsx')).toBe(page('index.html'));
});
