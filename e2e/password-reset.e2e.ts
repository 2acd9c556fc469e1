import { expect, it } from 'vitest';
import { signIn, signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();

it('resets a forgotten password from the mailed link, ending the other sessions; the link then no longer works', async () => {
  const { baseUrl, mailbox } = stack();
  const elsewhere = await stack().newPage();
  await signUpAndConfirm(stack(), elsewhere, { email: 'forgetful@example.com', name: 'Frances Forgetful' });

  const page = await stack().newPage();
  await page.goto('/auth');
  await page.getByLabel('Email').fill('forgetful@example.com');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe('forgetful@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If an account exists for that address, we sent a link to reset your password.').waitFor();

  const mail = await mailbox.waitForMail('forgetful@example.com', {
    containing: 'Subject: Reset your Founder Toolkit password',
  });
  const link = mailbox.linkIn(mail, `${baseUrl}/api/auth/reset-password/`);
  await page.goto(link);
  await page.waitForURL('**/reset-password?token=*');
  await page.getByLabel('New password').fill('a whole new secret');
  await page.getByLabel('Confirm password').fill('a whole new secret');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText('Your password has been reset.').waitFor();
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  await page.getByText('Welcome back, Frances Forgetful.').waitFor();

  // The session that was open elsewhere has ended; the old password is refused, the new one works.
  await elsewhere.goto('/dashboard');
  await elsewhere.waitForURL('**/auth');
  await expect(signIn(stack(), elsewhere, 'forgetful@example.com')).rejects.toThrow('Sign-in failed: 401');

  // The link was for one use.
  const later = await stack().newPage();
  await later.goto(link);
  await later.getByText('This reset link is invalid or has expired.').waitFor();
  await later.getByRole('link', { name: 'Ask for a new link' }).click();
  await later.getByRole('heading', { name: 'Reset your password' }).waitFor();
});

it('answers an address without an account exactly as one with, and sends it nothing; the pages pass axe', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  for (const path of ['/reset-password?token=some-token', '/reset-password?error=INVALID_TOKEN', '/forgot-password']) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If an account exists for that address, we sent a link to reset your password.').waitFor();
  await expect(stack().mailbox.waitForMail('nobody-here@example.com', { timeoutMs: 1_000 })).rejects.toThrow('No mail');
});
