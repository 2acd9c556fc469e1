import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { indianBrowser } from './support/indian-browser';
import { newIdea } from './support/ideas';
import { useOwnStack } from './support/use-stack';

// A server of its own: it shares ideas with the community, which every account and visitor on a server sees.
const stack = useOwnStack();

/** Through the Share dialog's three steps: the method chosen on step 2, then `settings` on step 3. */
async function shareThroughDialog(
  page: Page,
  method: 'Email' | 'Public Link' | 'Share with community',
  settings: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: method }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await settings(dialog);
  await dialog.getByRole('button', { name: 'Share Now' }).click();
}

it('shares an idea by e-mail: the mail arrives, the link opens it with the access given, and revoking ends it at once', async () => {
  const bob = await stack().newPage();
  await signUpAndConfirm(stack(), bob, { email: 'bob@example.com', name: 'Bob Builder' });
  const ada = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), ada, { email: 'ada@example.com', name: 'Ada Lovelace' });
  const ideaId = await newIdea(ada, 'share-by-mail', 'Tidal batteries');

  await shareThroughDialog(ada, 'Email', async (dialog) => {
    const address = dialog.getByLabel('Email address');
    await address.fill('nobody@example.com');
    await address.press('Enter');
    await dialog.getByRole('radio', { name: 'Comment' }).check();
    await dialog.getByRole('button', { name: 'Share Now' }).click();
    await ada.getByText('User with email nobody@example.com not found. They need to sign up first.').waitFor();
    // §8: a failed share is logged too.
    expect(stack().consoleErrors.splice(0)).toEqual([
      expect.stringMatching(/^Error sharing ideas ApiError: User with email nobody@example.com not found/),
    ]);
    await dialog.getByRole('button', { name: 'Remove nobody@example.com' }).click();
    await address.fill('bob@example.com');
    await address.press('Enter');
    expect(await seriousA11yViolations(ada)).toEqual([]);
  });
  await ada.getByText('Idea shared with 1 person successfully').waitFor();

  // Bob's mail, through the real SMTP receiver, opens the idea: he may comment, not edit.
  const mail = await stack().mailbox.waitForMail('bob@example.com', { containing: 'shared the idea' });
  expect(mail.text).toContain('Ada Lovelace shared the idea "Tidal batteries" with you');
  await bob.goto(stack().mailbox.linkIn(mail, `${stack().baseUrl}/tool/idea-garage/idea/`));
  await bob.getByRole('heading', { level: 1, name: 'Tidal batteries' }).waitFor();
  expect(await bob.getByLabel('Idea title').count()).toBe(0);
  expect(await bob.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
  await bob.goto('/tool/idea-garage');
  const card = bob.getByRole('article', { name: 'Tidal batteries' });
  await card.getByText('Shared with me').waitFor();
  await card.getByRole('textbox', { name: 'Comment on Tidal batteries' }).fill('Count me in');
  await card.getByRole('button', { name: 'Add' }).click();
  await card.getByText('Count me in').waitFor();

  // Ada revokes; Bob's next request finds nothing.
  await ada.goto(`/tool/idea-garage/idea/${ideaId}`);
  await ada.getByRole('button', { name: 'Share', exact: true }).click();
  await ada.getByRole('tab', { name: 'Manage access' }).click();
  await ada.getByText('bob@example.com').waitFor();
  await ada.getByRole('button', { name: 'Revoke Bob Builder' }).click();
  await ada.getByRole('dialog', { name: 'Revoke access?' }).getByRole('button', { name: 'Revoke' }).click();
  await ada.getByText('Revoked').waitFor();
  await bob.goto(`/tool/idea-garage/idea/${ideaId}`);
  await bob.getByRole('heading', { name: 'Idea not found' }).waitFor();
});

it('shares with the community: a visitor sees it read-only and is asked to sign in to comment', async () => {
  const ada = await stack().newPage();
  await signUpAndConfirm(stack(), ada, { email: 'grace@example.com', name: 'Grace Hopper' });
  await newIdea(ada, 'community', 'Compiler for lawyers');
  await shareThroughDialog(ada, 'Share with community', async () => undefined);
  await ada.getByText('Idea shared with community successfully').waitFor();

  const visitor = await stack().newPage();
  await visitor.goto('/tool/idea-garage');
  const card = visitor.getByRole('article', { name: 'Compiler for lawyers' });
  await card.getByText('Community').waitFor();
  expect(await card.getByRole('button', { name: /Pin/ }).count()).toBe(0);
  await card.getByRole('textbox', { name: 'Comment on Compiler for lawyers' }).fill('Interesting');
  await card.getByRole('button', { name: 'Add' }).click();
  await visitor.getByText('Please sign in to comment').waitFor();
  await visitor.getByRole('dialog', { name: 'Welcome to Founder Toolkit' }).waitFor();
});

it("takes a link's expiry typed in an Indian company's order, as that moment in the founder's time zone", async () => {
  const page = await stack().newPage({ ...indianBrowser('198.51.100.254'), timezoneId: 'Asia/Kolkata' });
  await signUpAndConfirm(stack(), page, { email: 'meera@example.com', name: 'Meera Iyer' });
  const ideaId = await newIdea(page, 'expiry', 'Cold-chain lockers');

  await shareThroughDialog(page, 'Public Link', async (dialog) => {
    const expiry = dialog.getByRole('group', { name: 'Expires (optional)' });
    const date = expiry.getByRole('textbox', { name: 'Date' });
    expect(await date.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await date.pressSequentially('15/06/2031');
    // A day alone lasts until its end; the time is then typed over, hour, minutes, and pm on the browser's clock.
    const time = expiry.getByLabel('Time');
    expect(await time.inputValue()).toBe('23:59');
    await time.focus();
    await page.keyboard.type('0545p');
    expect(await time.inputValue()).toBe('17:45');
    expect(await date.inputValue()).toBe('15/06/2031');
  });
  await page.getByRole('dialog').getByRole('textbox', { name: 'Link to Cold-chain lockers' }).waitFor();

  // 15 June 2031, 17:45 in India (UTC+5:30) is 12:15 UTC.
  const access = await (await page.request.get(`/api/ideas/${ideaId}/shares`)).json();
  expect(access.shares.map((share: { expiresAt: string }) => share.expiresAt)).toEqual(['2031-06-15T12:15:00.000Z']);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('tab', { name: 'Manage access' }).click();
  await page.getByText('Expires 15 Jun 2031').waitFor();
});
