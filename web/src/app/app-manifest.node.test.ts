import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

/** The light theme's design tokens (`--name: #value;` in styles.css's :root block). */
function lightTokens(): Record<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(read('src/styles.css'))![1]!;
  return Object.fromEntries(
    [...root.matchAll(/--([\w-]+):\s*(#[0-9a-f]+);/gi)].map(([, name, value]) => [name, value]),
  );
}

it('colours the installed app with the design tokens: its title bar the primary colour, its splash the background', () => {
  const { primary, background } = lightTokens();
  expect([primary, background]).toEqual(['#4338ca', '#ffffff']);
  const manifest = JSON.parse(read('public/manifest.webmanifest')) as Record<string, unknown>;
  expect({ theme: manifest.theme_color, background: manifest.background_color }).toEqual({
    theme: primary,
    background,
  });
  expect(read('index.html')).toContain(`<meta name="theme-color" content="${primary}" />`);
});
