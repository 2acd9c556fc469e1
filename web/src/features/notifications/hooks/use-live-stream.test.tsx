import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ideaPageQueryKey } from '@/lib/idea-page-query-key';
import { GATHER_MS } from '@/lib/live-idea-events';
import { LIVE_TAB } from '@/lib/live-tab';
import { useLiveStream } from './use-live-stream';

/** The browser's EventSource, played by the test: it keeps what was opened and sends the events the test names. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data = '') {
    for (const listener of this.listeners.get(name) ?? []) listener({ data });
  }
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderStream() {
  const queryClient = new QueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(useLiveStream, { wrapper });
  const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey ?? 'predicate');
  return { view, keys, source: FakeEventSource.opened[0]! };
}

it('opens one stream naming this tab, reads the inbox again on `inbox`, an idea page on its idea event', async () => {
  const { view, keys, source } = renderStream();
  expect(FakeEventSource.opened).toHaveLength(1);
  expect(source.url).toBe(`/api/notifications/stream?tab=${LIVE_TAB}`);
  source.emit('ready');
  source.emit('inbox');
  expect(keys()).toEqual([['notifications']]);

  source.emit('idea', JSON.stringify({ ideaId: 'idea-1', change: 'pages' }));
  await vi.advanceTimersByTimeAsync(GATHER_MS);
  expect(keys()).toEqual([['notifications'], ideaPageQueryKey('idea-1')]);

  view.unmount();
  expect(source.closed).toBe(true);
});

it('after a reconnection, reads again the inbox and the ideas (what changed meanwhile), not on the first connection', () => {
  const { keys, source } = renderStream();
  source.emit('ready');
  expect(keys()).toEqual([]);
  source.emit('ready');
  expect(keys()).toEqual([['notifications'], 'predicate']);
});
