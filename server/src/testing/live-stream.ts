import { expect } from 'vitest';
import type { TestClient } from './test-client';

export type StreamEvent = { event: string; data: string };

/**
 * Opens the live stream (`query` as its query string) and returns `nextEvent(name)`, which waits for the next event
 * of that name and answers its data, and `eventsUntil(name, data)`, every event up to the one with that name and
 * data (which it leaves out).
 */
export async function openLiveStream(client: TestClient, query = '') {
  const response = await client.request(`/api/notifications/stream${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  /** The next whole event, read from the stream as it comes (comments, the keep-alive lines, skipped). */
  const next = async (timeoutMs: number): Promise<StreamEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = received.indexOf('\n\n');
      if (end >= 0) {
        const block = received.slice(0, end);
        received = received.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .filter((line) => line.startsWith(`${name}: `) || line === `${name}:`)
            .map((line) => line.slice(name.length + 2))
            .join('\n');
        if (block.startsWith(':')) continue;
        return { event: field('event'), data: field('data') };
      }
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`No event within ${timeoutMs} ms; got: ${received}`)), deadline - Date.now()),
      );
      const { value, done } = await Promise.race([reader.read(), timeout]);
      if (done) throw new Error('The stream ended');
      received += decoder.decode(value, { stream: true });
    }
  };
  const nextEvent = async (name: string, timeoutMs = 5000) => {
    for (;;) {
      const event = await next(timeoutMs);
      if (event.event === name) return event.data;
    }
  };
  const eventsUntil = async (name: string, data: string, timeoutMs = 5000) => {
    const events: StreamEvent[] = [];
    for (;;) {
      const event = await next(timeoutMs);
      if (event.event === name && event.data === data) return events;
      events.push(event);
    }
  };
  return { nextEvent, eventsUntil, close: () => reader.cancel() };
}
