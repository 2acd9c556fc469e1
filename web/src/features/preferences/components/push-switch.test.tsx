import { DEFAULT_PREFERENCES, DEFAULT_CARD_DISPLAY } from '@core/preferences/preferences-contracts';
import { DEFAULT_PINNED_TOOLS } from '@core/tools/tool-catalogue';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const SERVER_KEY = `B${'k'.repeat(86)}`;
const subscriptionJson = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
};

/**
 * A browser with push: the permission it answers, and a push manager whose subscribe() gives one subscription
 * (what it was asked with is kept). jsdom has none of this, which is itself the 'not supported' case.
 */
function fakeBrowserPush(permission: NotificationPermission, { subscribed = false } = {}) {
  const asked: PushSubscriptionOptionsInit[] = [];
  const subscription = {
    endpoint: subscriptionJson.endpoint,
    options: { applicationServerKey: null },
    toJSON: () => subscriptionJson,
    unsubscribe: async () => true,
  };
  let current = subscribed ? subscription : null;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (options: PushSubscriptionOptionsInit) => {
        asked.push(options);
        current = subscription;
        return subscription;
      },
    },
  };
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => registration,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  return asked;
}
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const pushSwitch = () => screen.getByRole('switch', { name: 'Push notifications' });
const pushApi = (overrides: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi(
    signedInApi({
      'GET /api/notifications/push/key': () => ({ body: { publicKey: SERVER_KEY } }),
      'PUT /api/notifications/push/subscription': () => ({ status: 204, body: null }),
      'PATCH /api/preferences': ({ body }) => ({
        body: { ...(body as object), pinnedTools: [...DEFAULT_PINNED_TOOLS] },
      }),
      ...overrides,
    }),
  );

it('subscribes this browser with the server’s key when Push notifications is turned on, then Save keeps it on', async () => {
  const asked = fakeBrowserPush('granted');
  const calls = pushApi();
  const { user } = renderApp('/preferences');
  await screen.findByRole('heading', { name: 'Notifications' });
  await user.click(pushSwitch());

  await waitFor(() => expect(pushSwitch()).toHaveAttribute('aria-checked', 'true'));
  expect(asked).toEqual([{ userVisibleOnly: true, applicationServerKey: SERVER_KEY }]);
  expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(subscriptionJson);
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
  await screen.findByText('Preferences saved successfully!');
  expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ pushNotifications: true });
});

it.each([
  ['denied', 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.'],
  ['default', 'Push notifications need your permission: allow them when your browser asks.'],
] as const)('stays off, saying why, when the browser’s permission is %s', async (permission, message) => {
  fakeBrowserPush(permission);
  const calls = pushApi();
  const { user } = renderApp('/preferences');
  await screen.findByRole('heading', { name: 'Notifications' });
  await user.click(pushSwitch());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(pushSwitch()).toHaveAttribute('aria-checked', 'false');
  expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
});

it('stays off in a browser without push, and when the server refuses the subscription', async () => {
  pushApi();
  const { user } = renderApp('/preferences');
  await screen.findByRole('heading', { name: 'Notifications' });
  await user.click(pushSwitch());
  expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot show push notifications.');

  fakeBrowserPush('granted');
  const refusal = 'This push service address cannot be reached from the server.';
  pushApi({
    'PUT /api/notifications/push/subscription': () => ({
      status: 422,
      body: {
        error: { code: 'VALIDATION_FAILED', message: refusal, issues: [{ path: 'endpoint', message: refusal }] },
      },
    }),
  });
  await user.click(pushSwitch());
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(pushSwitch()).toHaveAttribute('aria-checked', 'false');
});

it('offers to add this browser when pushes are on for the account but this browser is not subscribed', async () => {
  fakeBrowserPush('granted');
  const calls = pushApi({
    'GET /api/preferences': () => ({
      body: {
        ...DEFAULT_PREFERENCES,
        pushNotifications: true,
        pinnedTools: [...DEFAULT_PINNED_TOOLS],
        cardDisplay: DEFAULT_CARD_DISPLAY,
      },
    }),
  });
  const { user } = renderApp('/preferences');
  await screen.findByText('Push notifications are on, but this browser is not receiving them.', { exact: false });
  await user.click(screen.getByRole('button', { name: 'Receive them in this browser' }));
  await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual(subscriptionJson));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Receive them in this browser' })).not.toBeInTheDocument(),
  );
});

it('says when this browser’s pushes go to another account, and sends them to this one when asked', async () => {
  fakeBrowserPush('granted', { subscribed: true });
  const otherAccount = 'This browser receives notifications for another account on this device.';
  const calls = pushApi({
    'PUT /api/notifications/push/subscription': ({ body }) =>
      (body as { takeOver?: boolean }).takeOver
        ? { status: 204, body: null }
        : { status: 409, body: { error: { code: 'CONFLICT', message: otherAccount } } },
  });
  const { user } = renderApp('/preferences');
  await screen.findByRole('heading', { name: 'Notifications' });
  await user.click(pushSwitch());
  expect(await screen.findByRole('alert')).toHaveTextContent(otherAccount);
  expect(pushSwitch()).toHaveAttribute('aria-checked', 'false');

  await user.click(screen.getByRole('button', { name: 'Send them to this account instead' }));
  await waitFor(() => expect(pushSwitch()).toHaveAttribute('aria-checked', 'true'));
  expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    subscriptionJson,
    { ...subscriptionJson, takeOver: true },
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send them to this account instead' })).not.toBeInTheDocument();
});
