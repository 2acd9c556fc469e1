import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** Clicks `trigger` and reads the file the browser downloads: its suggested name and its text (without a CSV's byte-order mark). */
export async function downloaded(page: Page, trigger: Locator): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await trigger.click();
  const download = await downloading;
  const text = await readFile((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), text: text.replace(/^\uFEFF/, '') };
}
