import {
  PUSH_BLOCKED_MESSAGE,
  PUSH_ENDPOINT_REFUSED_MESSAGE,
  PUSH_KEY_INVALID_MESSAGE,
  PUSH_NOT_ALLOWED_MESSAGE,
  PUSH_NOT_SUPPORTED_MESSAGE,
  PUSH_OTHER_ACCOUNT_MESSAGE,
  PUSH_SUBSCRIBE_FAILED_MESSAGE,
} from '@core/notifications/push-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { defineMessages, type TypedMessageDescriptor } from 'react-intl';
import { ApiError, messageOf } from '@/lib/api-client';
import {
  BrowserPushError,
  currentPushSubscription,
  subscribeThisBrowser,
  updatePushFallback,
  type PushFallback,
} from '@/lib/browser-push';
import { useT, type Translate } from '@/lib/i18n/use-t';

/** Whether this browser has a push subscription (it is the browser's, whoever is signed in). */
const thisBrowserPushQueryOptions = queryOptions({
  queryKey: ['browser-push'],
  queryFn: async () => (await currentPushSubscription()) !== null,
  staleTime: Infinity,
});

export const useThisBrowserPush = () => useQuery(thisBrowserPushQueryOptions);

const fallbackMessages = defineMessages({
  title: { id: 'preferences.push.fallbackTitle', defaultMessage: 'Founder Toolkit' },
  body: { id: 'preferences.push.fallbackBody', defaultMessage: 'You have a new notification.' },
});

/** What a push that cannot be read says, in the page's language; the worker is told it again when that changes. */
function usePushFallback(): PushFallback {
  const t = useT();
  const title = t(fallbackMessages.title);
  const body = t(fallbackMessages.body);
  const fallback = useMemo(() => ({ title, body }), [title, body]);
  useEffect(() => void updatePushFallback(fallback).catch(() => undefined), [fallback]);
  return fallback;
}

/**
 * Subscribes this browser to the user's pushes (in the user's click: the browser asks for permission); called with
 * `true`, taking them from the other account this browser's pushes go to.
 */
export function useSubscribeThisBrowser() {
  const queryClient = useQueryClient();
  const fallback = usePushFallback();
  return useMutation({
    mutationFn: (takeOver: boolean) => subscribeThisBrowser(fallback, takeOver),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thisBrowserPushQueryOptions.queryKey }),
  });
}

const messages = defineMessages({
  notSupported: { id: 'preferences.push.notSupported', defaultMessage: 'This browser cannot show push notifications.' },
  notAllowed: {
    id: 'preferences.push.notAllowed',
    defaultMessage: 'Push notifications need your permission: allow them when your browser asks.',
  },
  subscribeFailed: {
    id: 'preferences.push.subscribeFailed',
    defaultMessage: 'This browser could not subscribe to push notifications. Please try again later.',
  },
  blocked: {
    id: 'preferences.push.blocked',
    defaultMessage:
      'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
  },
  endpointRefused: {
    id: 'preferences.push.endpointRefused',
    defaultMessage: 'This push service address cannot be reached from the server.',
  },
  keyInvalid: {
    id: 'preferences.push.keyInvalid',
    defaultMessage: 'The subscription key must be a P-256 public key in base64url',
  },
  otherAccount: {
    id: 'preferences.push.otherAccount',
    defaultMessage: 'This browser receives notifications for another account on this device.',
  },
});

/** core's push failure texts (said by the browser code or the server, in English), each as a message of the page. */
export const PUSH_FAILURE_MESSAGES: ReadonlyMap<string, TypedMessageDescriptor> = new Map<
  string,
  TypedMessageDescriptor
>([
  [PUSH_NOT_SUPPORTED_MESSAGE, messages.notSupported],
  [PUSH_NOT_ALLOWED_MESSAGE, messages.notAllowed],
  [PUSH_SUBSCRIBE_FAILED_MESSAGE, messages.subscribeFailed],
  [PUSH_BLOCKED_MESSAGE, messages.blocked],
  [PUSH_ENDPOINT_REFUSED_MESSAGE, messages.endpointRefused],
  [PUSH_KEY_INVALID_MESSAGE, messages.keyInvalid],
  [PUSH_OTHER_ACCOUNT_MESSAGE, messages.otherAccount],
]);

/** Whether subscribing failed because this browser's pushes go to another account (which the user may take over). */
export const isHeldByOtherAccount = (error: Error | null) => error instanceof ApiError && error.status === 409;

/**
 * What to tell the user when subscribing failed, in the page's language: the browser's reason, or the server's
 * for what they can fix (a reason core does not name is said as it comes).
 */
export function pushFailureOf(error: Error | null, t: Translate): string | null {
  if (error === null) return null;
  const reason = error instanceof BrowserPushError ? error.message : messageOf(error, PUSH_SUBSCRIBE_FAILED_MESSAGE);
  const message = PUSH_FAILURE_MESSAGES.get(reason);
  return message ? t(message) : reason;
}
