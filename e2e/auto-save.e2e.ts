import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { newIdea } from './support/ideas';
import { turnAutoSaveOff } from './support/preferences';
import { useStack } from './support/use-stack';

const stack = useStack();

it('with Auto save off, the idea page marks unsaved text, saves on Save, and asks before leaving', async () => {
  const page = await stack().newPage();
  await signUpAndConfirm(stack(), page, { email: 'manual@example.com', name: 'Manny Manual' });
  await turnAutoSaveOff(page);

  const ideaId = await newIdea(page, 'manual', 'Saved by hand');
  // Opened from the board, so that the browser's Back stays in the app.
  await page.goto('/tool/idea-garage');
  await page.getByRole('article', { name: 'Saved by hand' }).getByText('Saved by hand').click();
  await page.waitForURL(`**/tool/idea-garage/idea/${ideaId}`);
  const editor = page.getByRole('textbox', { name: 'Content of Main Content' });
  const status = page.getByTestId('save-status').first();
  await editor.click();
  await page.keyboard.type('Only when I say so.');
  await expect.poll(() => status.textContent()).toBe('Unsaved changes');
  // The text is in the editor, as a person sees by Save (the editor loads as the page is clicked: what is typed before
  // it is there goes in as it takes over, and Save waits for that). On a busy machine, Back clicked before then was
  // seen to do nothing: no move, no dialog.
  await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isEnabled()).toBe(true);

  // Leaving asks first; Cancel stays with the text.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(new URL(page.url()).pathname).toBe(`/tool/idea-garage/idea/${ideaId}`);
  // So does the browser's Back: the page stays, at its own address, with the text.
  await page.evaluate(() => window.history.back());
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/tool/idea-garage/idea/${ideaId}`);
  expect(await editor.textContent()).toContain('Only when I say so.');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe('Saved');
  await page.reload();
  await page.getByRole('textbox', { name: 'Content of Main Content' }).getByText('Only when I say so.').waitFor();
});
