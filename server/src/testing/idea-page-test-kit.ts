import type { IdeaPageSummary, IdeaPageView } from '@core/idea-page/page-contracts';
import type { IdeaView } from '@core/ideas/idea-contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { user } from '../db/schema';
import type { TestClient } from './test-client';
import { expectJson, useTestServer } from './use-test-server';

/**
 * The idea page tests' server (useTestServer's Ada, Bob and visitor, and Bob's user id) with the helpers that
 * make an idea and pages as Ada. Read `started`'s fields inside tests: they exist once the server has started.
 */
export function useIdeaPageServer() {
  const started = useTestServer() as ReturnType<typeof useTestServer> & { bobId: string };
  beforeAll(async () => {
    started.bobId = (
      await started.server.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'bob@example.com'))
    )[0]!.id;
  });
  const newIdea = async () =>
    expectJson<IdeaView>(await started.ada.post('/api/ideas', { title: `Idea ${Math.random()}` }), 201);
  const addPage = async (ideaId: string, title: string, parentPageId: string | null = null) =>
    expectJson<IdeaPageSummary>(await started.ada.post(`/api/ideas/${ideaId}/pages`, { title, parentPageId }), 201);
  return { started, newIdea, addPage };
}

export const send = (client: TestClient, method: string, path: string, body?: unknown) =>
  client.request(path, { method, ...(body === undefined ? {} : { json: body }) });
export const pageView = async (client: TestClient, ideaId: string) =>
  expectJson<IdeaPageView>(await client.request(`/api/ideas/${ideaId}/page`), 200);
export const issues = async (response: Response) => {
  expect(response.status).toBe(422);
  return ((await response.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues;
};
export const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
