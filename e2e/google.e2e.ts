import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startFakeGoogle } from '../server/src/testing/fake-google';
import { startStack, type Stack } from './support/stack';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let stack: Stack;
beforeAll(async () => {
  google = await startFakeGoogle({ sub: 'g-42', email: 'grace@example.com', name: 'Grace Hopper' });
  stack = await startStack({ env: google.env });
});
afterAll(async () => {
  await stack?.stop();
  await google?.stop();
});
afterEach(() => {
  expect(stack.consoleErrors.splice(0), 'console errors in the browser').toEqual([]);
});

it('signs in with Google and lands on the dashboard', async () => {
  const page = await stack.newPage();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  await page.getByText('Welcome back, Grace Hopper.').waitFor();
});
