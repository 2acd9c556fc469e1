import { COLLAB_FIELD } from '@core/idea-page/collab-document';
import { richContentSchema, type RichContent } from '@core/idea-page/rich-content';
import type { PageContent } from '@core/idea-page/page-contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ideaCollabStates, ideaMainContents } from '../db/schema';
import { openPeer, useCollabPort, whenDoc, type CollabPeer } from '../testing/collab-test-kit';
import { send, useIdeaPageServer } from '../testing/idea-page-test-kit';
import { expectJson } from '../testing/use-test-server';
import { contentToYjsState, yjsToContent } from './collab-store';

const { started: t, newIdea, addPage } = useIdeaPageServer();
const port = useCollabPort(() => t.server);
const db = () => t.server.database.db;
const peers: CollabPeer[] = [];
afterEach(() => peers.splice(0).forEach((peer) => peer.close()));
const open = (ideaId: string, pageId = 'main') => {
  const peer = openPeer(port.url, t.ada, { ideaId, pageId });
  peers.push(peer);
  return peer;
};

/** Every node and mark the editor makes (richContentSchema's list), each with the attributes it keeps. */
const EVERYTHING: RichContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Market' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' italic', marks: [{ type: 'italic' }, { type: 'underline' }] },
        { type: 'text', text: ' gone', marks: [{ type: 'strike' }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'code', marks: [{ type: 'code' }] },
        { type: 'text', text: ' link', marks: [{ type: 'link', attrs: { href: 'https://example.com/a' } }] },
      ],
    },
    {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] }],
    },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Three' }] }] }],
    },
    {
      type: 'taskList',
      content: [
        {
          type: 'taskItem',
          attrs: { checked: true },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Done' }] }],
        },
      ],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quote' }] }] },
    { type: 'codeBlock', attrs: { language: 'ts' }, content: [{ type: 'text', text: 'const a = 1;' }] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: 'https://example.com/i.png', alt: 'Chart', title: null } },
  ],
};

/** What the rest of the app reads of a document: richContentSchema's output (the JSON copy is stored as that). */
const normalized = (content: unknown) => richContentSchema.parse(content);

describe('the Yjs state of a page and its JSON copy', () => {
  it('converts stored content to Yjs and back without losing anything', () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, contentToYjsState(EVERYTHING));
    expect(normalized(yjsToContent(doc))).toEqual(normalized(EVERYTHING));
  });

  it("converts an existing page's content once, on its first opening, and keeps it", async () => {
    const idea = await newIdea();
    const saved = await send(t.ada, 'PUT', `/api/ideas/${idea.id}/pages/main/content`, {
      content: EVERYTHING,
      version: 0,
    });
    expect(saved.status).toBe(200);
    const first = open(idea.id);
    await first.synced;
    expect(normalized(yjsToContent(first.doc))).toEqual(normalized(EVERYTHING));
    const [stored] = await db().select().from(ideaCollabStates).where(eq(ideaCollabStates.ideaId, idea.id));
    const again = open(idea.id);
    await again.synced;
    // The second peer gets the same Yjs history, not a second conversion (which would merge into a doubled page).
    expect(Y.encodeStateVector(again.doc)).toEqual(Y.encodeStateVector(first.doc));
    const [still] = await db().select().from(ideaCollabStates).where(eq(ideaCollabStates.ideaId, idea.id));
    expect(still!.state).toEqual(stored!.state);
  });

  it('keeps the JSON copy equal to the Yjs state after edits, within the store delay', async () => {
    const idea = await newIdea();
    const page = await addPage(idea.id, 'Plan');
    const peer = open(idea.id, page.id);
    await peer.write((doc) => {
      const heading = new Y.XmlElement('heading');
      heading.setAttribute('level', 1 as never);
      heading.insert(0, [new Y.XmlText('Plan')]);
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText('Ship it')]);
      doc.getXmlFragment(COLLAB_FIELD).push([heading, paragraph]);
    });
    const expected = normalized(yjsToContent(peer.doc));
    // Worked out by hand: the heading and paragraph typed above, as TipTap's JSON.
    expect(expected).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Plan' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Ship it' }] },
      ],
    });
    await expect
      .poll(
        async () =>
          (await expectJson<PageContent>(await t.ada.request(`/api/ideas/${idea.id}/pages/${page.id}/content`), 200))
            .content,
        { timeout: 5_000 },
      )
      .toEqual(expected);
  });

  it('refuses to open a page whose stored state cannot be read, and stores nothing over it', async () => {
    const idea = await newIdea();
    const broken = new Uint8Array([255, 255, 255, 255]);
    await db().insert(ideaMainContents).values({ ideaId: idea.id, content: EVERYTHING, version: 4 });
    await db().insert(ideaCollabStates).values({ ideaId: idea.id, pageId: null, state: broken });
    const peer = open(idea.id);
    // The load fails (logged) and the server refuses the document.
    expect(await peer.refused).toBe('load-failed');
    const [content] = await db().select().from(ideaMainContents).where(eq(ideaMainContents.ideaId, idea.id));
    const [state] = await db().select().from(ideaCollabStates).where(eq(ideaCollabStates.ideaId, idea.id));
    expect([content!.content, content!.version, state!.state]).toEqual([EVERYTHING, 4, broken]);
    await expect(whenDoc(peer.doc, () => peer.doc.getXmlFragment(COLLAB_FIELD).length > 0, 300)).rejects.toThrow();
  });
});
