import type { BoardPage, IdeaView } from '@core/ideas/idea-contracts';
import type { ShareResult } from '@core/ideas/share-contracts';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { ideaShares } from '../db/schema';
import type { TestClient } from './test-client';
import { expectJson, useTestServer } from './use-test-server';

/**
 * The sharing and shared-link tests' server: useTestServer's Ada, Bob and visitor, and Carol Shaw, with the
 * helpers that make Ada's ideas and read their shares. Read `started`'s fields inside tests.
 */
export function useSharingServer() {
  const started = useTestServer() as ReturnType<typeof useTestServer> & { carol: TestClient };
  beforeAll(async () => {
    started.carol = await started.server.signedInClient('carol@example.com', 'Carol Shaw');
  });
  const newIdea = async () =>
    expectJson<IdeaView>(await started.ada.post('/api/ideas', { title: `Idea ${Math.random()}` }), 201);
  const sharesOf = (ideaId: string) =>
    started.server.database.db.select().from(ideaShares).where(eq(ideaShares.ideaId, ideaId));
  return { started, newIdea, sharesOf };
}

export const share = (client: TestClient, body: Record<string, unknown>) => client.post('/api/shares', body);
/** A public link's token, from the link a share answered. */
export const tokenOf = (result: ShareResult) => new URL(result.links[0]!.url).searchParams.get('share')!;
/** The idea as it is on the client's board, if it is there. */
export const onBoard = async (client: TestClient, id: string) =>
  ((await (await client.request('/api/ideas?limit=100')).json()) as BoardPage).ideas.find((idea) => idea.id === id);
