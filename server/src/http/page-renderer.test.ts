import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRenderer } from './page-renderer';

const logged: unknown[] = [];
const logger: Parameters<typeof pageRenderer>[1] = { warn: (...args: unknown[]) => void logged.push(args) };

/** An SSR entry written for the test: what it renders is told by the address. */
function entry(source: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'ft-ssr-')), 'entry-server.js');
  writeFileSync(file, source);
  return file;
}

const echo = entry(`
let landings = 0;
export async function renderAppPage({ url, language, timeZone, firstData, signal }) {
  if (url.pathname === '/throws') throw new Error('broken page');
  if (url.pathname === '/hangs') return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  return url.pathname + ' ' + language + ' ' + timeZone + ' ' + (firstData.user?.name ?? 'visitor');
}
export async function renderLandingPage({ language }) {
  landings += 1;
  if (language === 'fr' && landings === 1) throw new Error('first French landing fails');
  return 'landing ' + language + ' #' + landings;
}
`);
const visitor = { user: null } as const;

describe('pageRenderer', () => {
  it('is not there without an SSR build (the browser draws every page)', () => {
    expect(pageRenderer(join(tmpdir(), 'no-such-entry.js'), logger)).toBeUndefined();
  });

  it('renders an app page from its address, language, time zone and first data', async () => {
    const renderer = pageRenderer(echo, logger)!;
    expect(await renderer.app(new URL('http://x/dashboard'), 'de', 'Europe/Berlin', visitor)).toBe(
      '/dashboard de Europe/Berlin visitor',
    );
  });

  it('leaves a page that fails, or takes too long, to the browser, and says so in the log', async () => {
    const renderer = pageRenderer(echo, logger, 50)!;
    logged.length = 0;
    expect(await renderer.app(new URL('http://x/throws'), 'en', 'UTC', visitor)).toBeUndefined();
    expect(await renderer.app(new URL('http://x/hangs'), 'en', 'UTC', visitor)).toBeUndefined();
    expect(logged.map((args) => (args as [{ page: string }])[0].page)).toEqual(['/throws', '/hangs']);
  });

  it('renders the landing once a language, and tries again after a failure', async () => {
    const renderer = pageRenderer(echo, logger)!;
    expect(await renderer.landing('fr')).toBeUndefined();
    expect(await renderer.landing('fr')).toBe('landing fr #2');
    expect(await renderer.landing('fr')).toBe('landing fr #2');
    expect(await renderer.landing('es')).toBe('landing es #3');
  });
});
