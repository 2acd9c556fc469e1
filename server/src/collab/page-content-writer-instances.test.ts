import { COLLAB_FIELD } from '@core/idea-page/collab-document';
import type { PageContent } from '@core/idea-page/page-contracts';
import { richContentSchema } from '@core/idea-page/rich-content';
import type { IdeaView } from '@core/ideas/idea-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { startRedis } from '../../../test-support/redis-server';
import { openPeer, storedMergedWith, useCollabPort, whenDoc } from '../testing/collab-test-kit';
import { doc, send } from '../testing/idea-page-test-kit';
import type { TestClient } from '../testing/test-client';
import { createTestServer, type TestServer } from '../testing/test-server';
import { expectJson } from '../testing/use-test-server';
import { yjsToContent } from './collab-store';

const normalized = (content: unknown) => richContentSchema.parse(content);

// Several instances share Postgres only (each process would open its own PGlite), as in production. CI sets it.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a PUT on one instance reaches an editor on another (one Postgres, Redis between them; needs TEST_DATABASE_URL)',
  () => {
    let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
    let first: TestServer;
    let second: TestServer;
    let ada: TestClient;
    beforeAll(async () => {
      redis = await startRedis();
      first = await createTestServer({ REDIS_URL: redis.url });
      second = await createTestServer({ REDIS_URL: redis.url }, { database: first.database });
      ada = await first.signedInClient('ada@example.com', 'Ada');
    }, 60_000);
    afterAll(async () => {
      await second?.stop();
      await first?.dispose();
      redis?.stop();
    });
    const port = useCollabPort(() => first);

    it("updates the open document and stores one history, the PUT's content", async () => {
      const idea = await expectJson<IdeaView>(await ada.post('/api/ideas', { title: 'Two instances' }), 201);
      const url = `/api/ideas/${idea.id}/pages/main/content`;
      await expectJson(await send(ada, 'PUT', url, { content: doc('On the first'), version: 0 }), 200);
      const peer = openPeer(port.url, ada, { ideaId: idea.id, pageId: 'main' });
      try {
        await peer.synced;
        const keptInBrowser = Y.encodeStateAsUpdate(peer.doc);
        // Ada's session, on the second instance.
        const adaOnSecond = second.client();
        for (const [name, value] of ada.cookies) adaOnSecond.cookies.set(name, value);
        const saved = await expectJson<PageContent>(
          await send(adaOnSecond, 'PUT', url, { content: doc('From the second'), version: 1 }),
          200,
        );
        expect(saved).toEqual({ pageId: 'main', content: doc('From the second'), version: 2 });
        await whenDoc(peer.doc, () => JSON.stringify(yjsToContent(peer.doc)).includes('From the second'));
        expect(normalized(yjsToContent(peer.doc))).toEqual(doc('From the second'));

        const merged = await storedMergedWith(first.database.db, idea.id, keptInBrowser);
        expect(normalized(yjsToContent(merged))).toEqual(doc('From the second'));
        expect(merged.getXmlFragment(COLLAB_FIELD).length).toBe(1);
      } finally {
        peer.close();
      }
    });
  },
);
