import { expect, it } from 'vitest';
import { openLiveStream } from '../../testing/live-stream';
import { useTwoInstances } from '../../testing/use-two-instances';

const instances = useTwoInstances();

it('tells an open page of a new notification made through another instance, and of Mark all as read', async () => {
  const { first, second } = instances();
  const sharer = await first.signedInClient('live-sharer@example.com');
  const reader = await second.signedInClient('live-reader@example.com');
  const stream = await openLiveStream(reader);
  await stream.nextEvent('ready');

  const { id } = (await (await sharer.post('/api/ideas', { title: 'Live idea' })).json()) as { id: string };
  expect(
    (
      await sharer.post('/api/shares', {
        ideaIds: [id],
        method: 'email',
        emails: ['live-reader@example.com'],
        accessType: 'view',
      })
    ).status,
  ).toBe(201);
  await stream.nextEvent('inbox');

  await reader.post('/api/notifications/read-all', {});
  await stream.nextEvent('inbox');
  await stream.close();
});

it('is for signed-in users only', async () => {
  expect((await instances().first.client().request('/api/notifications/stream')).status).toBe(401);
});
