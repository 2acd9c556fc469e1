import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  APPLE_TOUCH_ICON,
  appIconsOf,
  drawAppIcon,
  readFavicon,
  readManifest,
  type AppManifest,
} from '../scripts/app-icons';
import { expectSecurityHeaders } from '../server/src/testing/expect-security-headers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium';
import { signUpAndConfirm } from './support/accounts';
import { useStack } from './support/use-stack';

const stack = useStack();

/** A PNG's width and height, from its header: the 8-byte signature, then the IHDR chunk (PNG spec §11.2.2). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The share of the pixels of two images of one size, as the page's browser decodes them, that differ by more than 16
 * in a channel: a redrawn edge (another Chromium's anti-aliasing) moves few, a changed drawing or colour many.
 */
const differingShare = (page: Page, one: string, other: string) =>
  page.evaluate(
    async (urls) => {
      const pixels = async (url: string) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [a, b] = await Promise.all(urls.map(pixels));
      let differing = 0;
      for (let index = 0; index < a!.length; index += 4)
        if ([0, 1, 2, 3].some((channel) => Math.abs(a![index + channel]! - b![index + channel]!) > 16)) differing += 1;
      return differing / (a!.length / 4);
    },
    [one, other],
  );

it('serves the web app manifest, and each icon it names as a PNG of its size drawn from the favicon', async () => {
  const { baseUrl } = stack();
  const favicon = await fetch(`${baseUrl}/favicon.svg`);
  const answer = await fetch(`${baseUrl}/manifest.webmanifest`);
  expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'application/manifest+json']);
  // Cached as the site's other files outside /assets are (the favicon, the push worker).
  expect(answer.headers.get('cache-control')).toBe(favicon.headers.get('cache-control'));
  expectSecurityHeaders(answer.headers, '/manifest.webmanifest');
  const manifest = (await answer.json()) as AppManifest;
  expect(manifest).toEqual(readManifest());
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Founder Toolkit',
    short_name: 'Founder Kit',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  const page = await stack().newPage();
  const drawing = readFavicon();
  for (const icon of appIconsOf(manifest)) {
    const served = await fetch(`${baseUrl}${icon.src}`);
    expect([icon.src, served.status, served.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
    expect(served.headers.get('cache-control')).toBe(favicon.headers.get('cache-control'));
    expectSecurityHeaders(served.headers, icon.src);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: icon.size, height: icon.size });
    // The committed icon is the favicon as scripts/make-app-icons.ts draws it now (run it when the favicon changes).
    const share = await differingShare(
      page,
      `data:image/png;base64,${bytes.toString('base64')}`,
      await drawAppIcon(page, drawing, icon),
    );
    expect(share, icon.src).toBeLessThanOrEqual(0.01);
  }
});

it('links the manifest, the iOS icon and the theme colour from the landing page and the app’s pages', async () => {
  const visitor = await stack().newPage();
  const member = await stack().newPage();
  await signUpAndConfirm(stack(), member, { email: 'installer@example.com', name: 'Ines Installer' });
  const head = (page: Page) =>
    page.evaluate(() => ({
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      appleTouchIcon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    }));
  const expected = {
    manifest: '/manifest.webmanifest',
    appleTouchIcon: APPLE_TOUCH_ICON.src,
    themeColor: readManifest().theme_color,
  };
  await visitor.goto('/');
  await visitor.getByRole('button', { name: 'Sign In' }).waitFor();
  expect(await head(visitor)).toEqual(expected);
  for (const path of ['/dashboard', '/tool/idea-garage']) {
    await member.goto(path);
    expect([path, await head(member)]).toEqual([path, expected]);
  }
});

it('opens the installed app at its start address: the dashboard, after signing in when signed out', async () => {
  const { baseUrl } = stack();
  await signUpAndConfirm(stack(), await stack().newPage(), { email: 'launcher@example.com', name: 'Lou Launcher' });
  const page = await stack().newPage();
  await page.goto(readManifest().start_url);
  await page.waitForURL('**/auth');
  await page.getByLabel('Email').fill('launcher@example.com');
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
});

it('is installable, as Chromium judges it (its own profile: an incognito one never is)', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'ft-e2e-install-'));
  // The full browser: its headless shell has no app installs and calls every page installable.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${stack().baseUrl}/`);
    const devtools = await browser.newCDPSession(page);
    expect(await devtools.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
    const { url, errors } = await devtools.send('Page.getAppManifest');
    expect({ url, errors }).toEqual({ url: `${stack().baseUrl}/manifest.webmanifest`, errors: [] });
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
