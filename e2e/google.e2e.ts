import { afterAll, it } from 'vitest';
import { startFakeGoogle } from '../server/src/testing/fake-google';
import { useOwnStack } from './support/use-stack';

let google: Awaited<ReturnType<typeof startFakeGoogle>> | undefined;
const stack = useOwnStack(async () => {
  google = await startFakeGoogle({ sub: 'g-42', email: 'grace@example.com', name: 'Grace Hopper' });
  return { env: google.env };
});
afterAll(() => google?.stop());

it('signs in with Google and lands on the dashboard', async () => {
  const page = await stack().newPage();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  await page.getByText('Welcome back, Grace Hopper.').waitFor();
});
