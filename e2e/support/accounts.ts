import type { Page } from 'playwright-core';
import type { Stack } from './stack';

/**
 * Makes `page`'s browser signed in as a new, confirmed account, the way a person would end up: sign-up,
 * then the link from the real mail (which signs in). Through the API, so journeys start where they matter.
 */
export async function signUpAndConfirm(stack: Stack, page: Page, { email, name }: { email: string; name: string }) {
  const answer = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'correct horse battery', callbackURL: '/' },
    headers: { origin: stack.baseUrl },
  });
  if (!answer.ok()) throw new Error(`Sign-up failed: ${answer.status()} ${await answer.text()}`);
  const mail = await stack.mailbox.waitForMail(email);
  await page.request.get(stack.mailbox.linkIn(mail, `${stack.baseUrl}/api/auth/verify-email?token=`), {
    maxRedirects: 0,
  });
}

/** Signs `page`'s browser in with the password signUpAndConfirm gave. */
export async function signIn(stack: Stack, page: Page, email: string) {
  const answer = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'correct horse battery' },
    headers: { origin: stack.baseUrl },
  });
  if (!answer.ok()) throw new Error(`Sign-in failed: ${answer.status()} ${await answer.text()}`);
}

/** Signs up through the landing's 'Get Started' dialog, as a person does, up to the spec's confirmation notice. */
export async function signUpInTheDialog(page: Page, { email, name }: { email: string; name: string }) {
  await page.getByRole('button', { name: 'Get Started', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Founder Toolkit' });
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created! Please check your email to confirm your account.').waitFor();
  return dialog;
}
