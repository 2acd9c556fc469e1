import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export const PUBLIC_DIR = new URL('../web/public/', import.meta.url);

/** The web app's manifest (web/public/manifest.webmanifest, ADR 0116), as the browser reads it. */
export type AppManifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** An icon of the app: its address, its width (= height) in pixels, and whether it fills its square (ADR 0116). */
export type AppIcon = { src: string; size: number; fullBleed: boolean };

/** The icon the pages name for iOS's home screen (which rounds its corners itself, so it fills its square). */
export const APPLE_TOUCH_ICON: AppIcon = { src: '/icons/apple-touch-icon.png', size: 180, fullBleed: true };

export const readManifest = (): AppManifest =>
  JSON.parse(readFileSync(new URL('manifest.webmanifest', PUBLIC_DIR), 'utf8')) as AppManifest;

/** Every PNG icon the app has: the manifest's (a maskable one fills its square), and iOS's. */
export const appIconsOf = (manifest: AppManifest): AppIcon[] => [
  ...manifest.icons.map(({ src, sizes, purpose }) => ({
    src,
    size: Number(sizes.split('x')[0]),
    fullBleed: purpose.split(' ').includes('maskable'),
  })),
  APPLE_TOUCH_ICON,
];

/** web/public/favicon.svg: the drawing every icon is made from. */
export const readFavicon = () => readFileSync(new URL('favicon.svg', PUBLIC_DIR), 'utf8');

/**
 * The icon as a PNG data URL, drawn by the page's browser from the favicon: at its size; a full-bleed one on a square
 * of the favicon's own tile colour (its rounded corners filled, its letter well inside a mask's safe circle).
 */
export function drawAppIcon(page: Page, favicon: string, { size, fullBleed }: AppIcon): Promise<string> {
  const tile = /<rect[^>]*fill="(#[0-9a-f]{3,8})"/i.exec(favicon)?.[1];
  if (!tile) throw new Error('favicon.svg has no tile (<rect fill="#…">) to fill a full-bleed icon with');
  return page.evaluate(
    async ({ svg, size, background }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d')!;
      if (background) {
        context.fillStyle = background;
        context.fillRect(0, 0, size, size);
      }
      context.drawImage(image, 0, 0, size, size);
      return canvas.toDataURL('image/png');
    },
    { svg: favicon, size, background: fullBleed ? tile : null },
  );
}
