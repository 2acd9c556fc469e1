import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { signIn, signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';
import { pageTreeOf } from './support/page-tree';

const stack = useStack();

it('lists the sessions on Profile, signs another device out, and changes the password', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'secure@example.com', name: 'Sally Secure' });
  const laptop = await stack().newPage();
  await signIn(stack(), laptop, 'secure@example.com');
  await laptop.goto('/dashboard');
  await laptop.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();

  await page.goto('/profile');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await sessions.getByText('This device').waitFor();
  expect(await sessions.getByRole('listitem').count()).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await sessions.getByRole('button', { name: /^Sign out Chrome \d+ on Linux$/ }).click();
  await page.getByText('Signed out of that device.').waitFor();
  await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
  await laptop.reload();
  await laptop.waitForURL('**/auth');

  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password').fill('an even better secret');
  await page.getByLabel('Confirm password').fill('an even better secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('The current password is not right.').waitFor();

  await page.getByLabel('Current password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password has been changed.').waitFor();
  // The form is emptied by the same success that shows the toast, just after it (TanStack calls the mutation's own
  // callbacks first): read it once it has.
  await expect.poll(() => page.getByLabel('Current password').inputValue()).toBe('');

  const later = await stack().newPage();
  await expect(signIn(stack(), later, 'secure@example.com')).rejects.toThrow('Sign-in failed: 401');
  const answer = await later.request.post('/api/auth/sign-in/email', {
    data: { email: 'secure@example.com', password: 'an even better secret' },
    headers: { origin: stack().baseUrl },
  });
  expect(answer.status()).toBe(200);
});

it('exports everything from Profile, and after the account is deleted, imports it into a new one: the same ideas, filings and books come back', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'keeper@example.com', name: 'Kim Keeper' });
  const write = async (path: string, data: unknown, method: 'post' | 'put' = 'post') =>
    (await page.request[method](path, { data, headers: { origin: stack().baseUrl } })).json() as Promise<{
      id: string;
    }>;
  const idea = await write('/api/ideas', { title: 'Kept idea', tags: ['mine'], description: 'Worth keeping' });
  const research = await write(`/api/ideas/${idea.id}/pages`, { title: 'Research' });
  const notes = {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Twelve interviews so far' }] }],
  };
  await write(`/api/ideas/${idea.id}/pages/${research.id}/content`, { content: notes, version: 0 }, 'put');
  await write('/api/your-ai-ca/filings', {
    type: 'Professional tax',
    period: '2030-01',
    dueDate: '2030-01-15',
    recurrence: 'monthly',
  });
  // Dated today: the books open on today's financial year.
  const today = new Date().toISOString().slice(0, 10);
  await write('/api/ai-accountant/transactions', {
    date: today,
    description: 'Kiosk rent',
    amount: -1200,
    category: 'Rent',
  });

  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^founder-toolkit-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = (await download.path())!;
  const file = JSON.parse(await readFile(exported, 'utf8')) as {
    profile: { email: string };
    ideas: { title: string; tags: string[] }[];
    yourAiCa: { filings: { type: string; dueDate: string }[] };
    aiAccountant: { transactions: { description: string; amount: number }[] };
  };
  expect(file.profile.email).toBe('keeper@example.com');
  expect(file.ideas.map(({ title, tags }) => ({ title, tags }))).toEqual([{ title: 'Kept idea', tags: ['mine'] }]);
  expect(file.yourAiCa.filings.map(({ type, dueDate }) => ({ type, dueDate }))).toEqual([
    { type: 'Professional tax', dueDate: '2030-01-15' },
  ]);
  expect(file.aiAccountant.transactions.map(({ description, amount }) => ({ description, amount }))).toEqual([
    { description: 'Kiosk rent', amount: -1200 },
  ]);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type your email to confirm').fill('keeper@example.com');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText('Your account has been deleted.').waitFor();

  await signUpAndConfirm(stack(), page, { email: 'kim.new@example.com', name: 'Kim Keeper' });
  await page.goto('/profile');
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import data' }).click();
  await (await choosing).setFiles(exported);
  const report = page.getByRole('status', { name: 'Import finished' });
  await report.getByText('Added 1 idea, 1 compliance filing and 1 transaction.').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/tool/idea-garage');
  const card = page.getByRole('article', { name: 'Kept idea' });
  await card.getByText('Worth keeping').waitFor();
  await card.getByText('Worth keeping').click();
  await page.getByRole('heading', { level: 1, name: 'Kept idea' }).waitFor();
  await pageTreeOf(page).getByRole('button', { name: 'Research', exact: true }).click();
  await page.getByRole('textbox', { name: 'Content of Research' }).getByText('Twelve interviews so far').waitFor();
  await page.goto('/tool/your-ai-ca');
  await page.getByRole('article', { name: 'Professional tax', exact: true }).getByText('Due Jan 15, 2030').waitFor();
  await page.goto('/tool/ai-accountant');
  await page.getByRole('region', { name: 'Recent Transactions' }).getByText('Kiosk rent').waitFor();

  await page.goto('/profile');
  const choosingAgain = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import data' }).click();
  await (await choosingAgain).setFiles(exported);
  await report.getByText('Nothing new to add.').waitFor();
  await report
    .getByText('Already in your account, so not added again: 1 idea, 1 compliance filing and 1 transaction.')
    .waitFor();

  // A file changed by hand so that it breaks a rule: refused whole, and the user is told where.
  const broken = join(await mkdtemp(join(tmpdir(), 'import-')), 'broken.json');
  const changed = {
    ...file,
    ideas: [
      { ...file.ideas[0], id: 'another', title: '' },
      { ...file.ideas[0], id: 'third', title: 'Would be new' },
    ],
  };
  await writeFile(broken, JSON.stringify(changed));
  const choosingBroken = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import data' }).click();
  await (await choosingBroken).setFiles(broken);
  const alert = page.getByRole('alert').filter({ hasText: 'This file was not imported, and nothing was changed.' });
  await alert.getByRole('listitem').filter({ hasText: 'Idea 1, title: Title is required' }).waitFor();
  const board = (await (await page.request.get('/api/ideas')).json()) as { ideas: { title: string }[] };
  expect(board.ideas.map((idea) => idea.title)).toEqual(['Kept idea']);
});

it('deletes the account from Profile after the e-mail is typed: the user lands home signed out, and is mailed', async () => {
  const page = await stack().newPage();
  await signUpAndConfirm(stack(), page, { email: 'goodbye@example.com', name: 'Gus Goodbye' });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type your email to confirm').fill('goodbye@example.com');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText('Your account has been deleted.').waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await page.getByText('The all-in-one platform for startup founders to ideate, validate, and grow').waitFor();

  await stack().mailbox.waitForMail('goodbye@example.com', {
    containing: 'Subject: Your Founder Toolkit account was deleted',
  });
  await expect(signIn(stack(), page, 'goodbye@example.com')).rejects.toThrow('Sign-in failed: 401');
});
