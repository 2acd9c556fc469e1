import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { newIdea } from './support/ideas';
import { useStack } from './support/use-stack';

const stack = useStack();

/** What a page's browser sends the API, as the signed-in user of that page. */
const post = (page: Page, path: string, data: unknown) =>
  page.request.post(path, { data, headers: { origin: stack().baseUrl } });
const share = (page: Page, ideaId: string, email: string) =>
  post(page, '/api/shares', { ideaIds: [ideaId], method: 'email', emails: [email], accessType: 'comment' });

it('rings the bell of an open page when an idea is shared, without a reload; the inbox leads to it; Mark all as read', async () => {
  const sharer = await stack().newPage();
  await signUpAndConfirm(stack(), sharer, { email: 'bell-sharer@example.com', name: 'Sam Sharer' });
  const reader = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), reader, { email: 'bell-reader@example.com', name: 'Rae Reader' });
  await reader.goto('/dashboard');
  await reader.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  const ideaId = await newIdea(sharer, 'bell', 'Live idea');
  expect((await share(sharer, ideaId, 'bell-reader@example.com')).status()).toBe(201);
  await reader.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const inbox = reader.getByRole('list', { name: 'Notifications' });
  await inbox.getByText('Sam Sharer shared “Live idea” with you').waitFor();
  expect(await seriousA11yViolations(reader)).toEqual([]);

  await reader.getByRole('button', { name: 'Mark all as read' }).click();
  await reader.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  await inbox.getByRole('link').first().click();
  await reader.waitForURL(`**/tool/idea-garage/idea/${ideaId}`);
});

it('mails comments to the owner with a one-click unsubscribe; the unsubscribe page turns the mails off', async () => {
  const { baseUrl, mailbox } = stack();
  const owner = await stack().newPage();
  await signUpAndConfirm(stack(), owner, { email: 'mail-owner@example.com', name: 'Olga Owner' });
  const commenter = await stack().newPage();
  await signUpAndConfirm(stack(), commenter, { email: 'mail-commenter@example.com', name: 'Carl Commenter' });
  const ideaId = await newIdea(owner, 'mailed', 'Mailed idea');
  await share(owner, ideaId, 'mail-commenter@example.com');

  expect((await post(commenter, `/api/ideas/${ideaId}/comments`, { content: 'Great start' })).status()).toBe(201);
  // (The subject, with its quotes, travels encoded: the mail is found by its words.)
  const mail = await mailbox.waitForMail('mail-owner@example.com', { containing: 'Carl Commenter: Great start' });
  expect(mail.text).toContain('New comments on your idea "Mailed idea":');
  expect(mail.text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(mail.text).toMatch(
    /List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=[\w-]+\.[\w-]+>/,
  );

  // Someone reading the mail on another device, not signed in there.
  const elsewhere = await stack().newPage();
  await elsewhere.goto(mailbox.linkIn(mail, `${baseUrl}/unsubscribe?token=`));
  await elsewhere.getByRole('button', { name: 'Turn off e-mail notifications' }).click();
  await elsewhere.getByText('E-mail notifications are off. You can turn them on again in Preferences.').waitFor();

  await owner.goto('/preferences');
  expect(await owner.getByRole('switch', { name: 'Email notifications' }).getAttribute('aria-checked')).toBe('false');
  const other = await newIdea(commenter, 'not-mailed', 'Not mailed');
  await share(commenter, other, 'mail-owner@example.com');
  await owner.goto('/dashboard');
  await owner.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await owner.getByText('Carl Commenter shared “Not mailed” with you').waitFor();
  await expect(
    mailbox.waitForMail('mail-owner@example.com', { containing: 'Not mailed', timeoutMs: 1_500 }),
  ).rejects.toThrow('No mail');
});
