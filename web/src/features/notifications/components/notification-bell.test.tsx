import { notificationText, type NotificationKind } from '@core/notifications/notification-contracts';
import { DEFAULT_CARD_DISPLAY, DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { DEFAULT_PINNED_TOOLS } from '@core/tools/tool-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n-provider';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

/** A notification as the server sends it (the inbox says its sentence from kind, actor and subject). */
const notification = (
  id: string,
  subject: string,
  read: boolean,
  {
    excerpt = '',
    kind = 'idea_commented' as NotificationKind,
    actorName = 'Cora Commenter',
    ruleId = undefined as string | undefined,
  } = {},
) => ({
  id,
  kind,
  actorName,
  subject,
  href: '/tool/idea-garage/idea/00000000-0000-4000-8000-000000000001',
  excerpt,
  ruleId,
  text: notificationText(kind, actorName, subject),
  createdAt: '2026-11-25T09:30:00.000Z',
  read,
});

it('shows the unread count on the bell, and opens the inbox: who, what, when, a link to it', async () => {
  fakeApi(
    signedInApi({
      'GET /api/notifications': () => ({
        body: {
          notifications: [
            notification('n1', 'Solar kiosks', false, { excerpt: 'Love it' }),
            notification('n2', 'Tea', true, { kind: 'idea_shared', actorName: 'Sara' }),
          ],
          unread: 1,
          nextCursor: null,
        },
      }),
    }),
  );
  const { user } = renderApp('/dashboard');
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await user.click(bell);
  const list = await screen.findByRole('list', { name: 'Notifications' });
  const items = within(list).getAllByRole('link');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Unread: Cora Commenter commented on “Solar kiosks”Love it.*2026/),
    expect.stringMatching(/^Sara shared “Tea” with you.*2026/),
  ]);
  expect(items[0]).toHaveAttribute('href', '/tool/idea-garage/idea/00000000-0000-4000-8000-000000000001');
});

it('marks all as read: the count goes, and the button is off until something new comes', async () => {
  let unread = 2;
  const calls = fakeApi(
    signedInApi({
      'GET /api/notifications': () => ({
        body: {
          notifications: [notification('n1', 'One', unread === 0), notification('n2', 'Two', unread === 0)],
          unread,
          nextCursor: null,
        },
      }),
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return { body: { unread: 0 } };
      },
    }),
  );
  const { user } = renderApp('/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  expect(screen.queryByText(/^Unread:/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(calls.filter((call) => call.path === '/api/notifications/read-all')).toHaveLength(1);
});

it('says so when there is nothing yet, and pages to older ones', async () => {
  fakeApi(signedInApi());
  const { user } = renderApp('/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  expect(
    await screen.findByText(
      'No notifications yet. When someone shares an idea with you or comments on yours, it shows here.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

it('loads older notifications with Show older', async () => {
  const calls = fakeApi(
    signedInApi({
      'GET /api/notifications': (call) =>
        call.query.cursor
          ? { body: { notifications: [notification('n2', 'Older one', true)], unread: 0, nextCursor: null } }
          : { body: { notifications: [notification('n1', 'Newer one', true)], unread: 0, nextCursor: 'c1' } },
    }),
  );
  const { user } = renderApp('/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  await user.click(await screen.findByRole('button', { name: 'Show older' }));
  expect(await screen.findByText('Cora Commenter commented on “Older one”')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  expect(
    calls.filter((call) => call.path === '/api/notifications').map((call) => call.query.cursor?.[0] ?? null),
  ).toEqual([null, 'c1']);
});

/** Two reminders as the server records them: a calendar filing (its rule) and one the user typed. */
const reminders = [
  notification('f1', 'GSTR-3B (summary return and tax)', false, {
    kind: 'filing_due',
    actorName: 'Your AI CA',
    excerpt: '2026-12-20',
    ruleId: 'gstr-3b',
  }),
  notification('f2', 'Gewerbesteuer', false, { kind: 'filing_due', actorName: 'Your AI CA', excerpt: '2026-12-18' }),
];
const inboxItems = async (user: ReturnType<typeof renderApp>['user'], bell: string, inbox: string) => {
  await user.click(await screen.findByRole('button', { name: bell }));
  return within(await screen.findByRole('list', { name: inbox }))
    .getAllByRole('link')
    .map((item) => item.textContent);
};

it('says a filing reminder in the page’s language: the calendar filing’s name and its due date; a typed name as typed', async () => {
  fakeApi(
    signedInApi({
      'GET /api/preferences': () => ({
        body: {
          ...DEFAULT_PREFERENCES,
          language: 'de',
          pinnedTools: [...DEFAULT_PINNED_TOOLS],
          cardDisplay: DEFAULT_CARD_DISPLAY,
        },
      }),
      'GET /api/notifications': () => ({ body: { notifications: reminders, unread: 2, nextCursor: null } }),
    }),
  );
  const { user } = renderApp('/dashboard', { i18n: await loadI18n('de', 'UTC') });
  expect(await inboxItems(user, 'Benachrichtigungen, 2 ungelesen', 'Benachrichtigungen')).toEqual([
    expect.stringMatching(
      /^Ungelesen: „GSTR-3B \(Sammelmeldung und Steuer\)“ ist bald fälligFällig am 20\. Dez\. 2026/,
    ),
    expect.stringMatching(/^Ungelesen: „Gewerbesteuer“ ist bald fälligFällig am 18\. Dez\. 2026/),
  ]);
});

it('says a filing reminder in English with the date in words', async () => {
  fakeApi(
    signedInApi({
      'GET /api/notifications': () => ({ body: { notifications: reminders, unread: 2, nextCursor: null } }),
    }),
  );
  const { user } = renderApp('/dashboard');
  expect(await inboxItems(user, 'Notifications, 2 unread', 'Notifications')).toEqual([
    expect.stringMatching(/^Unread: “GSTR-3B \(summary return and tax\)” is due soonDue Dec 20, 2026/),
    expect.stringMatching(/^Unread: “Gewerbesteuer” is due soonDue Dec 18, 2026/),
  ]);
});
