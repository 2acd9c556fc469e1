import type { PageContent } from '@core/idea-page/page-contracts';
import type { BoardPage } from '@core/ideas/idea-contracts';
import { richContentSchema } from '@core/idea-page/rich-content';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { yjsToContent } from '../../collab/collab-store';
import { openPeer, storedMergedWith, useCollabPort, whenDoc } from '../../testing/collab-test-kit';
import { importInto, paragraph, useImportFixture } from '../../testing/import-test-fixture';
import { expectJson } from '../../testing/use-test-server';

const t = useImportFixture();
const port = useCollabPort(() => t.server);
const normalized = (content: unknown) => richContentSchema.parse(content);

describe("an imported idea's pages and their live documents (ADR 0113)", () => {
  it("opens an imported page with the file's content, and a later PUT reaches the open editor in one history", async () => {
    const fresh = await t.server.signedInClient('live-import@example.com');
    expect((await importInto(fresh, t.exported)).status).toBe(200);
    const board = await expectJson<BoardPage>(await fresh.request('/api/ideas'), 200);
    const idea = board.ideas.find((item) => item.title === 'Solar kiosks')!;
    const url = `/api/ideas/${idea.id}/pages/main/content`;
    const { version } = await expectJson<PageContent>(await fresh.request(url), 200);

    // The import made no Yjs state: the first opening converts the imported content, once.
    const peer = openPeer(port.url, fresh, { ideaId: idea.id, pageId: 'main' });
    try {
      await peer.synced;
      expect(normalized(yjsToContent(peer.doc))).toEqual(paragraph('The main pitch'));
      const keptInBrowser = Y.encodeStateAsUpdate(peer.doc);

      await expectJson(
        await fresh.request(url, { method: 'PUT', json: { content: paragraph('Pitch, revised'), version } }),
        200,
      );
      await whenDoc(peer.doc, () => JSON.stringify(yjsToContent(peer.doc)).includes('revised'));
      expect(normalized(yjsToContent(peer.doc))).toEqual(paragraph('Pitch, revised'));
      const merged = await storedMergedWith(t.server.database.db, idea.id, keptInBrowser);
      expect(normalized(yjsToContent(merged))).toEqual(paragraph('Pitch, revised'));
    } finally {
      peer.close();
    }
  });
});
