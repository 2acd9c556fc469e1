import type { Page } from 'playwright-core';

/** Turns the signed-in user's Auto save off the way a person does, on the Preferences page (ADR 0028). */
export async function turnAutoSaveOff(page: Page) {
  await page.goto('/preferences');
  await page.getByRole('switch', { name: 'Auto save' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await page.getByText('Preferences saved successfully!').waitFor();
}
