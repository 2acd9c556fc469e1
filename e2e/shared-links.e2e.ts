import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

/** Ada's idea with a page and some content, shared by a public link with these settings; the link's URL. */
async function sharedLink(page: Page, settings: Record<string, unknown>) {
  const post = (path: string, data: unknown, method = 'POST') =>
    page.request.fetch(path, { method, data, headers: { origin: stack().baseUrl } });
  const idea = await (
    await post('/api/ideas', { title: `Orbital recycling ${Math.random().toString(36).slice(2, 6)}` })
  ).json();
  await post(
    `/api/ideas/${idea.id}/pages/main/content`,
    {
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Debris is a market.' }] }],
      },
      version: 0,
    },
    'PUT',
  );
  const answer = await post('/api/shares', { ideaIds: [idea.id], method: 'public-link', ...settings });
  expect(answer.status()).toBe(201);
  return { idea, url: ((await answer.json()) as { links: { url: string }[] }).links[0]!.url };
}

it('opens a protected link in another browser, read-only, and makes it the new account’s after sign-up and confirmation', async () => {
  const owner = await stack().newPage();
  await signUpAndConfirm(stack(), owner, { email: 'ada@shared-links.example.com', name: 'Ada Lovelace' });
  const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const { idea, url } = await sharedLink(owner, { password: 'launch day', expiresAt, message: 'Have a look' });

  // A stranger's browser: the password first, then the idea, read-only, with the banner.
  const guest = await stack().newPage({ bypassCSP: true });
  await guest.goto(url);
  await guest.getByRole('heading', { name: 'This shared idea is protected' }).waitFor();
  await guest.getByLabel('Password').fill('not it');
  await guest.getByRole('button', { name: 'Open' }).click();
  await guest.getByText('Wrong password').waitFor();
  await guest.getByLabel('Password').fill('launch day');
  await guest.getByRole('button', { name: 'Open' }).click();
  await guest
    .getByText(
      "You're viewing this via a shared link from Ada Lovelace. Sign in to comment, add ideas, or explore more features",
    )
    .waitFor();
  await guest.getByRole('heading', { level: 1, name: idea.title }).waitFor();
  await guest.getByText('Debris is a market.').waitFor();
  expect(await guest.getByRole('textbox', { name: 'Idea title' }).count()).toBe(0);
  expect(await guest.getByRole('textbox', { name: 'Content of Main Content' }).getAttribute('contenteditable')).toBe(
    'false',
  );
  expect(await seriousA11yViolations(guest)).toEqual([]);

  // Sign-up from the banner; the confirmation mail brings them back to the link, which becomes theirs.
  await guest.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Sign in to interact' });
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Full Name').fill('Grace Hopper');
  await dialog.getByLabel('Email').fill('grace@shared-links.example.com');
  await dialog.getByLabel('Password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await guest.getByText('Account created! Please check your email to confirm your account.').waitFor();
  const mail = await stack().mailbox.waitForMail('grace@shared-links.example.com');
  await guest.goto(stack().mailbox.linkIn(mail, `${stack().baseUrl}/api/auth/verify-email?token=`));
  await guest.getByText('Shared content has been added to your account!').waitFor();
  await guest.waitForURL(`**/tool/idea-garage/idea/${idea.id}`);
  await guest.getByRole('heading', { level: 1, name: idea.title }).waitFor();

  await guest.goto('/tool/idea-garage');
  await guest.getByRole('article', { name: idea.title }).getByText('Shared with me').waitFor();
});

it('sends an expired link to the Link Expired page, and says a made-up one is invalid', async () => {
  const owner = await stack().newPage();
  await signUpAndConfirm(stack(), owner, { email: 'katherine@shared-links.example.com', name: 'Katherine Johnson' });
  const expiresAt = Date.now() + 1500;
  const { url } = await sharedLink(owner, { expiresAt: new Date(expiresAt).toISOString() });
  // Until the link has expired (no longer than that).
  await expect.poll(() => Date.now(), { interval: 100, timeout: 5_000 }).toBeGreaterThan(expiresAt);
  const guest = await stack().newPage();
  await guest.goto(url);
  await guest.waitForURL('**/expired-link');
  await guest.getByText('This shared link is no longer valid or has expired').waitFor();

  await guest.goto(url.replace(/share=.*/, `share=${'x'.repeat(43)}`));
  await guest.getByRole('heading', { name: 'Invalid or expired link' }).waitFor();
});
