import { notificationText, type NotificationKind } from '@core/notifications/notification-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

/** A notification as the server sends it (the inbox says its sentence from kind, actor and subject). */
const notification = (
  id: string,
  subject: string,
  read: boolean,
  { excerpt = '', kind = 'idea_commented' as NotificationKind, actorName = 'Cora Commenter' } = {},
) => ({
  id,
  kind,
  actorName,
  subject,
  href: '/tool/idea-garage/idea/00000000-0000-4000-8000-000000000001',
  excerpt,
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
        body: { notifications: [notification('n1', 'One', unread === 0), notification('n2', 'Two', unread === 0)], unread, nextCursor: null },
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
  expect(await screen.findByText('No notifications yet. When someone shares an idea with you or comments on yours, it shows here.')).toBeInTheDocument();
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
  expect(calls.filter((call) => call.path === '/api/notifications').map((call) => call.query.cursor?.[0] ?? null)).toEqual([null, 'c1']);
});
