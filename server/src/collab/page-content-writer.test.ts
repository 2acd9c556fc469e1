import { COLLAB_FIELD } from '@core/idea-page/collab-document';
import type { PageContent } from '@core/idea-page/page-contracts';
import { richContentSchema } from '@core/idea-page/rich-content';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ideaCollabStates } from '../db/schema';
import { openPeer, useCollabPort, whenDoc, type CollabPeer } from '../testing/collab-test-kit';
import { doc, issues, send, useIdeaPageServer } from '../testing/idea-page-test-kit';
import { expectJson } from '../testing/use-test-server';
import { collabStateOf, yjsToContent } from './collab-store';

const { started: t, newIdea, addPage } = useIdeaPageServer();
const port = useCollabPort(() => t.server);
const peers: CollabPeer[] = [];
afterEach(() => peers.splice(0).forEach((peer) => peer.close()));
const open = (ideaId: string, pageId: string) => {
  const peer = openPeer(port.url, t.ada, { ideaId, pageId });
  peers.push(peer);
  return peer;
};

const normalized = (content: unknown) => richContentSchema.parse(content);
const contentOf = (state: Uint8Array) => {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, state);
  return normalized(yjsToContent(copy));
};
/** Two paragraphs: the first kept from before the PUT, the second new. */
const twoParagraphs = (first: string, second: string) => ({
  type: 'doc',
  content: [doc(first).content[0], doc(second).content[0]],
});

const url = (ideaId: string, pageId: string) => `/api/ideas/${ideaId}/pages/${pageId}/content`;
const read = async (ideaId: string, pageId: string) =>
  expectJson<PageContent>(await t.ada.request(url(ideaId, pageId)), 200);
const storedState = async (ideaId: string, pageId: string) =>
  (await t.server.database.db.select().from(ideaCollabStates).where(collabStateOf({ ideaId, pageId })))[0]!.state;

describe("a PUT of a page's content goes through the page's live document", () => {
  it.each(['main', 'a sub-page'])(
    'reaches an editor that has %s open at once, and the stored copy and state agree, without doubled text',
    async (which) => {
      const idea = await newIdea();
      const pageId = which === 'main' ? 'main' : (await addPage(idea.id, 'Plan')).id;
      await expectJson(await send(t.ada, 'PUT', url(idea.id, pageId), { content: doc('Before'), version: 0 }), 200);
      const peer = open(idea.id, pageId);
      await peer.synced;
      expect(normalized(yjsToContent(peer.doc))).toEqual(doc('Before'));
      // What a browser keeps of the page (y-indexeddb) from before the PUT: it must merge into the same history.
      const keptInBrowser = Y.encodeStateAsUpdate(peer.doc);

      const next = twoParagraphs('Before', 'Written by the API');
      const saved = await expectJson<PageContent>(
        await send(t.ada, 'PUT', url(idea.id, pageId), { content: next, version: 1 }),
        200,
      );
      // One store, at once: the version raised by one, and the answer is what was stored.
      expect(saved).toEqual({ pageId, content: next, version: 2 });
      await whenDoc(peer.doc, () => peer.doc.getXmlFragment(COLLAB_FIELD).length === 2);
      expect(normalized(yjsToContent(peer.doc))).toEqual(next);

      // The editor goes on typing after it: its store (after the debounce) keeps the PUT's content and the typing.
      expect(
        await peer.write((live) => {
          const paragraph = new Y.XmlElement('paragraph');
          paragraph.insert(0, [new Y.XmlText('Typed live')]);
          live.getXmlFragment(COLLAB_FIELD).push([paragraph]);
        }),
      ).toBe(true);
      const expected = {
        type: 'doc',
        content: [...next.content, doc('Typed live').content[0]],
      };
      await expect.poll(async () => (await read(idea.id, pageId)).content, { timeout: 5_000 }).toEqual(expected);
      const state = await storedState(idea.id, pageId);
      expect(contentOf(state)).toEqual(expected);
      // The browser's copy from before merges into the stored history without doubling anything.
      const merged = new Y.Doc();
      Y.applyUpdate(merged, keptInBrowser);
      Y.applyUpdate(merged, state);
      expect(normalized(yjsToContent(merged))).toEqual(expected);
    },
  );

  it('replaces a page nobody has open in its stored history: a copy kept from before merges without doubling', async () => {
    const idea = await newIdea();
    const page = await addPage(idea.id, 'Notes');
    await expectJson(await send(t.ada, 'PUT', url(idea.id, page.id), { content: doc('First'), version: 0 }), 200);
    const before = await storedState(idea.id, page.id);
    expect(contentOf(before)).toEqual(doc('First'));

    const saved = await expectJson<PageContent>(
      await send(t.ada, 'PUT', url(idea.id, page.id), { content: doc('Second'), version: 1 }),
      200,
    );
    expect(saved).toEqual({ pageId: page.id, content: doc('Second'), version: 2 });
    const after = await storedState(idea.id, page.id);
    expect(contentOf(after)).toEqual(doc('Second'));
    const merged = new Y.Doc();
    Y.applyUpdate(merged, before);
    Y.applyUpdate(merged, after);
    expect(normalized(yjsToContent(merged))).toEqual(doc('Second'));

    // And an editor opening it now gets that content from that history.
    const peer = open(idea.id, page.id);
    await peer.synced;
    expect(normalized(yjsToContent(peer.doc))).toEqual(doc('Second'));
  });

  it('refuses (422) content the editor cannot hold, and the open document and stored page keep theirs', async () => {
    const idea = await newIdea();
    await expectJson(await send(t.ada, 'PUT', url(idea.id, 'main'), { content: doc('Kept'), version: 0 }), 200);
    const peer = open(idea.id, 'main');
    await peer.synced;
    const textAtTheTop = { type: 'doc', content: [{ type: 'text', text: 'Loose' }] };
    const found = await issues(await send(t.ada, 'PUT', url(idea.id, 'main'), { content: textAtTheTop, version: 1 }));
    expect(found).toEqual([
      expect.objectContaining({
        path: 'content',
        message: 'This content has parts the editor cannot hold where they are',
      }),
    ]);
    expect(await read(idea.id, 'main')).toEqual({ pageId: 'main', content: doc('Kept'), version: 1 });
    expect(normalized(yjsToContent(peer.doc))).toEqual(doc('Kept'));
  });
});
