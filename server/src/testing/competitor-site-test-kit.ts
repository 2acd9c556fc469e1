import type { WatchedPageView } from '@core/tools/competitor-tracker/watched-pages';
import { afterAll, beforeAll } from 'vitest';
import { startCompetitorSite, type CompetitorSite } from '../../../test-support/competitor-site';
import type { TestClient } from './test-client';
import { createTestServer, type TestServer } from './test-server';
import { expectJson } from './use-test-server';

export const PAGES = '/api/competitor-tracker/pages';
export type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

export type WithSite = { site: CompetitorSite; server: TestServer; ada: TestClient; bob: TestClient };

/**
 * For a test file: a competitor's site on loopback (test-support/competitor-site.ts), a test server that may reach it
 * (loopback allowed, as in tests only), and two signed-in users, Ada and Bob; all stopped after the file's tests.
 */
export function useCompetitorSite(): WithSite {
  const context = {} as WithSite;
  beforeAll(async () => {
    context.site = await startCompetitorSite();
    context.server = await createTestServer({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
    context.ada = await context.server.signedInClient('ada@example.com', 'Ada Lovelace');
    context.bob = await context.server.signedInClient('bob@example.com', 'Bob Builder');
  });
  afterAll(async () => {
    await context.server?.dispose();
    await context.site?.close();
  });
  return context;
}

/** Watches the site's page at `path` as `client`. */
export const watchOn = (context: WithSite, client: TestClient, path: string, competitor = 'Acme', kind = 'pricing') =>
  client.post(PAGES, { competitor, kind, url: `${context.site.origin}${path}` });

export const listPages = async (client: TestClient) =>
  (await expectJson<{ pages: WatchedPageView[] }>(await client.request(PAGES), 200)).pages;
