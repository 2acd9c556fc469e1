import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

/** A user on the Investor Directory, signed up. */
async function reader(email: string, name: string) {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email, name });
  await page.goto('/tool/investor-directory');
  await page.getByRole('heading', { level: 1, name: 'Investor Directory' }).waitFor();
  return page;
}
const searchFor = (page: Page, words: string) => page.getByRole('searchbox', { name: 'Search investors' }).fill(words);

it('publishes a suggestion once two other users confirm it, and takes reports of an outdated entry', async () => {
  const ada = await reader('suggester@example.com', 'Ada Suggester');
  await ada.getByRole('button', { name: 'Suggest an entry' }).click();
  const dialog = ada.getByRole('dialog', { name: 'Suggest an entry' });
  await dialog.getByLabel('Name').fill('Konkani Angels');
  await dialog.getByLabel('Public page (link)').fill('javascript:alert(1)');
  await dialog
    .getByLabel('What it is, in a sentence or two')
    .fill('An angel network backing seed-stage founders in Goa.');
  await dialog.getByRole('group', { name: 'Stage' }).getByLabel('Seed', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Suggest' }).click();
  await dialog.getByText('Enter the address of its public page, starting with https:// or http://').waitFor();
  await dialog.getByLabel('Public page (link)').fill('https://konkani-angels.example.org/');
  await dialog.getByRole('button', { name: 'Suggest' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Its author finds it at once, by its words and its filter, waiting for two confirmations.
  await searchFor(ada, 'konkani');
  const own = ada.getByRole('article', { name: 'Konkani Angels' });
  await own.getByText('Your suggestion · confirmed by 0 of 2').waitFor();
  expect(await seriousA11yViolations(ada)).toEqual([]);

  // Bob does not find it yet; he sees it waiting for confirmation, and confirms it.
  const bob = await reader('confirmer1@example.com', 'Bob Confirmer');
  await searchFor(bob, 'konkani');
  await bob.getByText('Nothing matches these words and filters. Try fewer words, or clear a filter.').waitFor();
  const waiting = bob.getByRole('region', { name: 'Waiting for confirmation (1)' });
  await waiting.getByRole('button', { name: 'Confirm it is real and right: Konkani Angels' }).click();
  await waiting.getByText('You confirmed it.').waitFor();
  await waiting.getByText('A reader’s suggestion · confirmed by 1 of 2').waitFor();

  // Carol's is the second confirmation: published for everyone.
  const carol = await reader('confirmer2@example.com', 'Carol Confirmer');
  await carol
    .getByRole('region', { name: 'Waiting for confirmation (1)' })
    .getByRole('button', { name: 'Confirm it is real and right: Konkani Angels' })
    .click();
  await carol.getByRole('region', { name: /^Waiting for confirmation/ }).waitFor({ state: 'detached' });
  await searchFor(carol, 'goa angel');
  await carol
    .getByRole('article', { name: 'Konkani Angels' })
    .getByText('Added by a reader · confirmed by 2')
    .waitFor();
  await bob.reload();
  await searchFor(bob, 'konkani');
  await bob.getByRole('article', { name: 'Konkani Angels' }).waitFor();

  // 'Report outdated' on an entry the app ships: counted once per reader.
  await searchFor(carol, 'combinator');
  const yc = carol.getByRole('article', { name: 'Y Combinator' });
  await yc.getByRole('button', { name: 'Report outdated: Y Combinator' }).click();
  await yc.getByLabel('What has changed? (optional)').fill('The standard deal changed');
  await yc.getByRole('button', { name: 'Send report' }).click();
  await yc.getByText('You reported this as outdated. Thank you.').waitFor();
  await yc.getByText('1 reader says this may be outdated.').waitFor();

  // Its author withdraws it: gone for everyone (and the directory's totals are the shipped ones again for the journeys
  // that count them on this worker's database).
  await ada.reload();
  await searchFor(ada, 'konkani');
  await ada.getByRole('button', { name: 'Withdraw Konkani Angels' }).click();
  await ada.getByText('Nothing matches these words and filters. Try fewer words, or clear a filter.').waitFor();
  await searchFor(carol, 'konkani');
  await carol.getByText('Nothing matches these words and filters. Try fewer words, or clear a filter.').waitFor();
  expect(stack().consoleErrors).toEqual([]);
});
