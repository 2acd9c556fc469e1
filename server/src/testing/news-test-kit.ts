import type { NewsFeedView, NewsItemView, NewsView } from '@core/tools/founder-news-bot/news-feeds';
import { afterAll, beforeAll } from 'vitest';
import { startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import type { TestClient } from './test-client';
import { createTestServer, type TestServer } from './test-server';
import { expectJson } from './use-test-server';

export const NEWS = '/api/founder-news-bot';

/**
 * A test server that may reach loopback (as tests only do) and a local feed server, for the file; Ada and Bob signed in.
 */
export function useNewsServers() {
  const started = {} as { server: TestServer; feeds: FeedServer; ada: TestClient; bob: TestClient };
  beforeAll(async () => {
    started.feeds = await startFeedServer();
    started.server = await createTestServer({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
    started.ada = await started.server.signedInClient('ada@example.com', 'Ada Lovelace');
    started.bob = await started.server.signedInClient('bob@example.com', 'Bob Builder');
  });
  afterAll(async () => {
    await started.server.dispose();
    await started.feeds.close();
  });
  return started;
}

export const follow = async (client: TestClient, url: string) =>
  expectJson<NewsFeedView>(await client.post(`${NEWS}/feeds`, { url }), 201);

export const itemsOf = async (client: TestClient, view: NewsView = 'all') =>
  expectJson<NewsItemView[]>(await client.request(`${NEWS}/items?view=${view}`), 200);

export const setState = (client: TestClient, itemId: string, state: { read?: boolean; saved?: boolean }) =>
  client.request(`${NEWS}/items/${itemId}/state`, { method: 'PUT', json: state });
