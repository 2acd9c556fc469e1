import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../test-support/chromium';
import { appIconsOf, drawAppIcon, PUBLIC_DIR, readFavicon, readManifest } from './app-icons';

/**
 * Draws the app's PNG icons (web/public/icons/) from web/public/favicon.svg with Debian's headless Chromium (ADR 0116).
 * Run it when the favicon or the manifest's icons change: `node --import tsx scripts/make-app-icons.ts`
 * (e2e/installable-app.e2e.ts fails while an icon differs from its drawing).
 */
const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const favicon = readFavicon();
  for (const icon of appIconsOf(readManifest())) {
    const png = await drawAppIcon(page, favicon, icon);
    writeFileSync(new URL(`.${icon.src}`, PUBLIC_DIR), Buffer.from(png.split(',')[1]!, 'base64'));
    console.log(`${icon.src}: ${icon.size} px${icon.fullBleed ? ', full-bleed' : ''}`);
  }
} finally {
  await browser.close();
}
