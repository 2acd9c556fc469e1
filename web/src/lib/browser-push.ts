import {
  PUSH_BLOCKED_MESSAGE,
  PUSH_NOT_ALLOWED_MESSAGE,
  PUSH_NOT_SUPPORTED_MESSAGE,
  PUSH_SUBSCRIBE_FAILED_MESSAGE,
  pushSubscriptionInputSchema,
} from '@core/notifications/push-contracts';
import { api, unwrap } from './api-client';

/** The words a push shows when it cannot be read, in the user's language (the worker has no catalogs). */
export type PushFallback = { title: string; body: string };

/** The service worker that shows pushes (web/public/push-worker.js), for the whole site, told its fallback words. */
const pushWorkerUrl = (fallback: PushFallback) => `/push-worker.js?${new URLSearchParams(fallback).toString()}`;

/** A reason this browser cannot take pushes, said to the user as it is. */
export class BrowserPushError extends Error {
  override name = 'BrowserPushError';
}

const isPushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This browser's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Whether a subscription was made with this server key (the server's key pair may have been replaced). */
const isMadeWith = (subscription: PushSubscription, key: string) => {
  const made = subscription.options.applicationServerKey;
  return made !== null && base64url(made) === key.replace(/=+$/, '');
};

/**
 * Subscribes this browser to pushes from the server: asks for permission (the caller runs in the user's click),
 * registers the worker, subscribes with the server's key (again when the key has changed) and hands the
 * subscription to the server — with `takeOver`, asking it to move this browser's pushes from the other account that
 * has them (without, that is a 409: ADR 0116). Throws a BrowserPushError with words for the user when it cannot.
 */
export async function subscribeThisBrowser(fallback: PushFallback, takeOver = false): Promise<void> {
  if (!isPushSupported()) throw new BrowserPushError(PUSH_NOT_SUPPORTED_MESSAGE);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new BrowserPushError(PUSH_BLOCKED_MESSAGE);
  if (permission !== 'granted') throw new BrowserPushError(PUSH_NOT_ALLOWED_MESSAGE);
  const [{ publicKey }, registration] = await Promise.all([
    unwrap(await api.notifications.push.key.$get()),
    navigator.serviceWorker.register(pushWorkerUrl(fallback)).then(() => navigator.serviceWorker.ready),
  ]);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !isMadeWith(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
  } catch {
    // The browser's push service could not be reached, or refused (offline, a browser without one).
    throw new BrowserPushError(PUSH_SUBSCRIBE_FAILED_MESSAGE);
  }
  await unwrap(
    await api.notifications.push.subscription.$put({
      json: { ...pushSubscriptionInputSchema.parse(subscription.toJSON()), ...(takeOver ? { takeOver } : {}) },
    }),
  );
}

/**
 * Gives this browser's push worker, if it has one, its fallback words in the user's language of the moment (the
 * worker is registered again from the new address; its subscription stays).
 */
export async function updatePushFallback(fallback: PushFallback): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const url = pushWorkerUrl(fallback);
  const script = registration?.active ?? registration?.waiting ?? registration?.installing;
  if (script && new URL(script.scriptURL).search !== new URL(url, location.href).search)
    await navigator.serviceWorker.register(url);
}

/**
 * Stops pushes to this browser for the signed-in user (on sign-out): the server forgets the subscription and
 * the browser drops it. Never throws: signing out must not wait on it.
 */
export async function forgetThisBrowser(): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    await api.notifications.push.subscription.$delete({ json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  } catch {
    // Nothing to undo: at worst the server keeps a subscription the browser may still take pushes on.
  }
}
