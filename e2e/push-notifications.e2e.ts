import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import {
  createBrowserPushKeys,
  decryptPush,
  readVapidAuthorization,
  startPushService,
} from '../test-support/push-service';
import { signIn, signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { newIdea } from './support/ideas';
import { useOwnStack } from './support/use-stack';

// The browser's push service is a local server (no test reaches the internet), which the app may reach only
// because this stack allows loopback targets (OUTBOUND_ALLOW_LOOPBACK, for tests only).
const pushService = await startPushService();
afterAll(() => pushService.close());
// Web Push and the notifications it shows are the full browser's, not its headless shell's (ADR 0076).
const stack = useOwnStack({ env: { OUTBOUND_ALLOW_LOOPBACK: 'true' }, fullBrowser: true });

const keys = createBrowserPushKeys();
const endpoint = pushService.endpoint('reader-browser');

/**
 * Headless Chromium has no push service it can reach here, so its PushManager is given one subscription on the
 * local push service, with keys the test holds; everything else — permission, the service worker, the
 * server's key, the saved subscription, the encrypted push — is the real thing.
 */
async function withLocalPushService(page: Page, browser = { endpoint, keys }) {
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null as ArrayBuffer | null },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem('test-push-subscribed');
          return true;
        },
      };
      const subscribed = () => (localStorage.getItem('test-push-subscribed') ? subscription : null);
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        localStorage.setItem('test-push-subscribed', String(options?.applicationServerKey));
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => subscribed() as unknown as PushSubscription | null;
    },
    { endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth },
  );
}

/** The notifications the site's service worker is showing, each with its icon. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, data, icon }) => ({
      title,
      body,
      data: data as unknown,
      icon,
    })),
  );

it('turns Push notifications on (permission, worker, subscription), pushes a share encrypted to this browser, and shows it', async () => {
  const { baseUrl } = stack();
  const sharer = await stack().newPage();
  await signUpAndConfirm(stack(), sharer, { email: 'push-sharer@example.com', name: 'Paz Sharer' });
  const reader = await stack().newPage({ permissions: ['notifications'] });
  await withLocalPushService(reader);
  await signUpAndConfirm(stack(), reader, { email: 'push-reader@example.com', name: 'Remy Reader' });

  await reader.goto('/preferences');
  const pushSwitch = reader.getByRole('switch', { name: 'Push notifications' });
  await pushSwitch.click();
  await expect.poll(() => pushSwitch.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
  expect(await reader.evaluate(() => localStorage.getItem('test-push-subscribed'))).toBe(
    (await (await reader.request.get('/api/notifications/push/key')).json()).publicKey,
  );
  await reader.getByRole('button', { name: 'Save Preferences' }).click();
  await reader.getByText('Preferences saved successfully!').waitFor();

  const ideaId = await newIdea(sharer, 'push', 'Pushed idea');
  const shared = await sharer.request.post('/api/shares', {
    data: {
      ideaIds: [ideaId],
      method: 'email',
      emails: ['push-reader@example.com'],
      accessType: 'view',
      message: 'Have a look',
    },
    headers: { origin: baseUrl },
  });
  expect(shared.status()).toBe(201);

  const [push] = await pushService.waitForPushes(endpoint);
  const payload = decryptPush(push!.body, keys);
  expect(JSON.parse(payload)).toEqual({
    title: 'Paz Sharer shared “Pushed idea” with you',
    body: 'Have a look',
    url: `/tool/idea-garage/idea/${ideaId}`,
    tag: `idea_shared:/tool/idea-garage/idea/${ideaId}`,
  });
  expect(readVapidAuthorization(push!.headers.authorization).claims.aud).toBe(pushService.origin);

  // What the push service delivers to the browser: its service worker (active by now) shows the notification.
  await reader.evaluate(async () => void (await navigator.serviceWorker.ready));
  const devtools = await reader.context().newCDPSession(reader);
  const registrations = new Promise<string>((resolve) =>
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${baseUrl}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    }),
  );
  // The browser's own view of the worker's versions (the page's view can run ahead of it): what the second push waits for.
  const versions = new Map<string, { scriptURL: string; status: string; runningStatus: string }>();
  devtools.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const { versionId, scriptURL, status, runningStatus } of updated)
      versions.set(versionId, { scriptURL, status, runningStatus });
  });
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl,
    registrationId: await registrations,
    data: payload,
  });
  // (DevTools hands the worker the decrypted payload; on a busy machine it takes a few seconds to show it.)
  await expect
    .poll(() => shownNotifications(reader), { timeout: 15_000 })
    .toEqual([
      {
        title: 'Paz Sharer shared “Pushed idea” with you',
        body: 'Have a look',
        data: { url: `/tool/idea-garage/idea/${ideaId}` },
        icon: `${baseUrl}/icons/icon-192.png`,
      },
    ]);

  // A push the worker cannot read still says something happened, in the user's language of the moment: saving
  // German gives the worker its German words.
  await reader.getByLabel('Language').selectOption('de');
  await reader.getByRole('button', { name: 'Save Preferences' }).click();
  await reader.getByRole('button', { name: 'Einstellungen speichern' }).waitFor();
  // (The new worker is waited for until it is the one activated, with no other version on its way in.)
  await expect
    .poll(
      () =>
        reader.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          const settled =
            registration?.active?.state === 'activated' && !registration.installing && !registration.waiting;
          return settled ? registration.active?.scriptURL : undefined;
        }),
      { timeout: 15_000 },
    )
    .toContain('body=Du+hast+eine+neue+Benachrichtigung.');
  // DevTools hands a push to the version the browser holds active: the German one, once the browser says so too.
  await expect
    .poll(
      () =>
        [...versions.values()].some(
          ({ scriptURL, status }) => scriptURL.includes('body=Du+hast') && status === 'activated',
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await reader.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).forEach((shown) => shown.close()),
  );
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl,
    registrationId: await registrations,
    data: 'not a message',
  });
  await expect
    .poll(() => shownNotifications(reader), { timeout: 15_000 })
    .toEqual([
      {
        title: 'Founder Toolkit',
        body: 'Du hast eine neue Benachrichtigung.',
        data: { url: '/dashboard' },
        icon: `${baseUrl}/icons/icon-192.png`,
      },
    ])
    .catch((error: Error) => {
      // What the browser held when the push did not show: the cause, in the failure.
      throw new Error(`${error.message}\nThe worker's versions: ${JSON.stringify([...versions.values()])}`);
    });

  // Signing out stops this browser's pushes for the account.
  const forgotten = reader.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().endsWith('/api/notifications/push/subscription'),
  );
  await reader.getByRole('button', { name: 'Kontomenü von Remy Reader' }).click();
  await reader.getByRole('menuitem', { name: 'Abmelden' }).click();
  expect((await forgotten).postDataJSON()).toEqual({ endpoint });
  await reader.waitForURL('**/auth');
});

it('keeps Push notifications off, saying why, in a browser whose notifications are blocked', async () => {
  // (Without the CSP, for axe's script; the journey above runs under it.)
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'push-blocked@example.com', name: 'Bo Blocked' });
  await page.goto('/preferences');
  const pushSwitch = page.getByRole('switch', { name: 'Push notifications' });
  await pushSwitch.click();
  await page
    .getByRole('alert')
    .filter({
      hasText: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
    })
    .waitFor();
  expect(await pushSwitch.getAttribute('aria-checked')).toBe('false');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

it('asks before sending pushes, still going to an account that left this browser, to the one signed in now', async () => {
  const page = await stack().newPage({ permissions: ['notifications'] });
  await withLocalPushService(page, {
    endpoint: pushService.endpoint('left-on-browser'),
    keys: createBrowserPushKeys(),
  });
  await signUpAndConfirm(stack(), page, { email: 'push-left-on@example.com', name: 'Lea Left' });
  await page.goto('/preferences');
  const pushSwitch = page.getByRole('switch', { name: 'Push notifications' });
  await pushSwitch.click();
  await expect.poll(() => pushSwitch.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
  // Lea's session ends without signing out (it expired, or the cookies were cleared): the browser keeps her pushes.
  await page.context().clearCookies();

  await signUpAndConfirm(stack(), page, { email: 'push-newcomer@example.com', name: 'Ned Newcomer' });
  await page.goto('/preferences');
  await pushSwitch.click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'This browser receives notifications for another account on this device.' })
    .waitFor();
  expect(await pushSwitch.getAttribute('aria-checked')).toBe('false');
  await page.getByRole('button', { name: 'Send them to this account instead' }).click();
  await expect.poll(() => pushSwitch.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');

  const lea = await stack().newPage();
  await signIn(stack(), lea, 'push-left-on@example.com');
  const inbox = (await (await lea.request.get('/api/notifications')).json()) as { notifications: { text: string }[] };
  expect(inbox.notifications.map(({ text }) => text)).toEqual([
    'Notifications in one of your browsers now go to another account signed in there',
  ]);
});
