import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStackWithRegistry } from './support/registry-stack';

// A local registry (taken.com registered, any other .com free), which the server may reach on loopback.
const { stack, registry } = useStackWithRegistry();

it('finds a domain taken and another free, tracks one, keeps it after a reload, and mails and rings when it becomes free', async () => {
  registry().answer('wanted.com', { expiresAt: '2099-01-01T00:00:00Z' });
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'domains@example.com', name: 'Dora Domains' });
  await page.goto('/tool/domain-tracker');
  await page.getByRole('heading', { level: 1, name: 'Domain Tracker' }).waitFor();
  await page
    .getByText(
      'You are not tracking any domains yet. Track one and you will hear when it becomes free or is about to expire.',
    )
    .waitFor();

  const field = page.getByLabel('Domain name');
  const checkAvailability = page.getByRole('button', { name: 'Check Availability' });
  await field.fill('taken.com');
  await checkAvailability.click();
  await page.getByText('Registered with Example Registrar, Inc. until Mar 14, 2027.').waitFor();
  await field.fill('free-founder.com');
  await checkAvailability.click();
  await page.getByText('free-founder.com is free to register.').waitFor();
  // A suggestion, checked on demand: .io has no registry here, and the page says so.
  const suggestion = page.getByRole('listitem', { name: 'free-founder.io' });
  await suggestion.getByRole('button', { name: 'Check free-founder.io' }).click();
  await suggestion.getByText('Cannot check .io domains').waitFor();

  // IDNA2008: an emoji is refused by the field; an international name is asked in its xn-- form, said in Unicode,
  // and its suggestions are built from that (getmünchen.com = xn--getmnchen-t9a.com, RFC 3492 by hand in
  // core/tools/domain-tracker/domain-suggestions.test.ts).
  await field.fill('i❤.com');
  await checkAvailability.click();
  await page.getByText('A domain name cannot contain “❤” (U+2764)').waitFor();
  await field.fill('münchen.com');
  await checkAvailability.click();
  await page.getByText('münchen.com is free to register.').waitFor();
  await page.getByRole('listitem', { name: 'getmünchen.com' }).getByText('(xn--getmnchen-t9a.com)').waitFor();

  await field.fill('wanted.com');
  await checkAvailability.click();
  await page.getByText('Registered with Example Registrar, Inc. until Jan 1, 2099.').waitFor();
  await page.getByRole('button', { name: 'Track wanted.com' }).click();
  const tracked = page.getByRole('article', { name: 'wanted.com' });
  await tracked.getByText('Taken', { exact: true }).waitFor();
  await tracked.getByText('Expires Jan 1, 2099').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.reload();
  await tracked.getByText('Taken', { exact: true }).waitFor();

  // The registry lets it go; the re-check finds it free, and its owner hears of it once, by mail and in the inbox.
  registry().answer('wanted.com', 'available');
  await tracked.getByRole('button', { name: 'Check wanted.com again' }).click();
  await tracked.getByText('Available', { exact: true }).waitFor();
  const mail = await stack().mailbox.waitForMail('domains@example.com', {
    containing: 'wanted.com, a domain you track',
  });
  expect(mail.text).toContain('wanted.com is available to register');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page.getByRole('list', { name: 'Notifications' }).getByText('wanted.com is available to register').waitFor();
});

it('tracks the domain a link names (?track=) once, and takes it out of the address', async () => {
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'brands@example.com', name: 'Bea Brands' });
  await page.goto('/tool/domain-tracker?track=brandly.com');
  await page.getByRole('article', { name: 'brandly.com' }).getByText('Available', { exact: true }).waitFor();
  expect(new URL(page.url()).search).toBe('');
  // Tracked once: after a reload (no parameter now), the one domain is listed.
  await page.reload();
  await page.getByRole('article', { name: 'brandly.com' }).waitFor();
  expect(await page.getByRole('article').count()).toBe(1);
});
