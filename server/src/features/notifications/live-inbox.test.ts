import { expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { useTwoInstances } from '../../testing/use-two-instances';

const instances = useTwoInstances();

/** Opens the inbox stream and returns a function that waits for the next event with the given name. */
async function openStream(client: TestClient) {
  const response = await client.request('/api/notifications/stream');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const nextEvent = async (name: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!received.includes(`event: ${name}\n`)) {
      if (Date.now() > deadline) throw new Error(`No '${name}' event; got: ${received}`);
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`No '${name}' event within ${timeoutMs} ms; got: ${received}`)),
          deadline - Date.now(),
        ),
      );
      const { value, done } = await Promise.race([reader.read(), timeout]);
      if (done) throw new Error('The stream ended');
      received += decoder.decode(value, { stream: true });
    }
    received = received.slice(received.indexOf(`event: ${name}\n`) + name.length + 8);
  };
  return { nextEvent, close: () => reader.cancel() };
}

it('tells an open page of a new notification made through another instance, and of Mark all as read', async () => {
  const { first, second } = instances();
  const sharer = await first.signedInClient('live-sharer@example.com');
  const reader = await second.signedInClient('live-reader@example.com');
  const stream = await openStream(reader);
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
