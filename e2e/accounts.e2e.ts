import { GOOGLE_NOT_CONFIGURED_MESSAGE } from '@core/auth/auth-contracts';
import { expect, it } from 'vitest';
import { signUpInTheDialog } from './support/accounts';
import { takeConsoleErrors, useStack } from './support/use-stack';

const stack = useStack();

it('signs up, confirms by e-mail, lands signed in, signs out and signs in again', async () => {
  const page = await stack().newPage();
  await page.goto('/');
  await page.getByText('The all-in-one platform for startup founders to ideate, validate, and grow').waitFor();

  const dialog = await signUpInTheDialog(page, { email: 'ada@example.com', name: 'Ada Lovelace' });
  await dialog.waitFor({ state: 'detached' });

  const mail = await stack().mailbox.waitForMail('ada@example.com');
  expect(mail.text).toContain('Subject: Confirm your email for Founder Toolkit');
  const link = stack().mailbox.linkIn(mail, `${stack().baseUrl}/api/auth/verify-email?token=`);

  // The confirmation link lands the user, signed in, on the site root, which sends them on to the dashboard.
  const landings: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && landings.push(new URL(frame.url()).pathname));
  await page.goto(link);
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  expect(landings).toContain('/');
  await page.getByText('Welcome back, Ada Lovelace.').waitFor();

  await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/auth');
  await page.goto('/dashboard');
  await page.waitForURL('**/auth');

  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Signed in successfully!').waitFor();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
});

it("shows the service's message when an unconfirmed account signs in", async () => {
  const page = await stack().newPage();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Charles Babbage');
  await page.getByLabel('Email').fill('charles@example.com');
  await page.getByLabel('Password').fill('difference engine');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created! Please check your email to confirm your account.').waitFor();

  await page.getByLabel('Email').fill('charles@example.com');
  await page.getByLabel('Password').fill('difference engine');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Email not verified').waitFor();
  expect(new URL(page.url()).pathname).toBe('/auth');
});

it('sends a signed-out visitor from a protected page to /auth, replacing the history entry', async () => {
  const page = await stack().newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.goto('/profile');
  await page.waitForURL('**/auth');
  await page.getByRole('tab', { name: 'Login' }).waitFor();
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe('/');
});

it('answers an unknown path with the 404 page, logging the path', async () => {
  const page = await stack().newPage();
  await page.goto('/no/such/page');
  await page.getByRole('heading', { name: '404' }).waitFor();
  await page.getByText('Oops! Page not found').waitFor();
  await takeConsoleErrors(stack(), ['404 Error: User attempted to access non-existent route: /no/such/page']);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL(`${stack().baseUrl}/`);
});

it('says Google sign-in is not configured when it is not', async () => {
  const page = await stack().newPage();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByText(GOOGLE_NOT_CONFIGURED_MESSAGE).waitFor();
  // The browser logs the failed request's 503: that is the answer we asked for; nothing else may appear.
  expect(stack().consoleErrors.splice(0)).toEqual([
    'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
  ]);
});
