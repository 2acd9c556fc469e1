import type { Page } from 'playwright-core';

/** A new idea made the way a person does (its page at a `new-…` address, a title, Enter); its id. */
export async function newIdea(page: Page, key: string, title: string): Promise<string> {
  await page.goto(`/tool/idea-garage/idea/new-${key}`);
  await page.waitForURL(/\/idea\/[0-9a-f-]{36}$/);
  await page.getByLabel('Idea title').fill(title);
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
  await page.getByLabel('Idea title').press('Enter');
  await saved;
  return new URL(page.url()).pathname.split('/').at(-1)!;
}
