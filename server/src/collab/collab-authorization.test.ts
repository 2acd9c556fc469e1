import { COLLAB_FIELD, collabLinkToken } from '@core/idea-page/collab-document';
import type { ShareResult } from '@core/ideas/share-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ideaShares, ideas } from '../db/schema';
import { openPeer, useCollabPort, whenDoc, type CollabPeer } from '../testing/collab-test-kit';
import { useIdeaPageServer } from '../testing/idea-page-test-kit';
import { expectJson } from '../testing/use-test-server';

const { started: t, newIdea, addPage } = useIdeaPageServer();
const port = useCollabPort(() => t.server);
const db = () => t.server.database.db;

const peers: CollabPeer[] = [];
const open = (...args: Parameters<typeof openPeer> extends [string, ...infer Rest] ? Rest : never) => {
  const peer = openPeer(port.url, ...args);
  peers.push(peer);
  return peer;
};
afterEach(() => peers.splice(0).forEach((peer) => peer.close()));

/** A paragraph of `text` at the end of the page's document. */
const typeParagraph = (text: string) => (doc: Y.Doc) => {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  doc.getXmlFragment(COLLAB_FIELD).push([paragraph]);
};
const textOf = (doc: Y.Doc) => doc.getXmlFragment(COLLAB_FIELD).toString();

type Role =
  | 'owner'
  | 'edit'
  | 'comment'
  | 'view'
  | 'link holder'
  | 'expired edit'
  | 'revoked edit'
  | 'page-scoped edit, other page'
  | 'page-scoped edit, its page'
  | 'visitor';

/** Ada's idea with a sub-page, and Bob's share of it (or a public link) as the role says; who connects, and how. */
async function setUp(role: Role) {
  const idea = await newIdea();
  const page = await addPage(idea.id, 'Market');
  const sharedBy = (await db().select({ userId: ideas.userId }).from(ideas).where(eq(ideas.id, idea.id)))[0]!.userId;
  const bobShare = (values: Partial<typeof ideaShares.$inferInsert>) =>
    db()
      .insert(ideaShares)
      .values({ ideaId: idea.id, sharedBy, sharedWith: t.bobId, scope: 'specific_users', ...values });
  const hour = 60 * 60 * 1000;
  let token = '';
  if (role === 'edit') await bobShare({ accessType: 'edit' });
  if (role === 'comment') await bobShare({ accessType: 'comment' });
  if (role === 'view') await bobShare({ accessType: 'view' });
  if (role === 'expired edit') await bobShare({ accessType: 'edit', expiresAt: new Date(Date.now() - hour) });
  if (role === 'revoked edit') await bobShare({ accessType: 'edit', revokedAt: new Date() });
  if (role.startsWith('page-scoped')) await bobShare({ accessType: 'edit', sharedPages: [page.id] });
  if (role === 'link holder') {
    const result = await expectJson<ShareResult>(
      await t.ada.post('/api/shares', { ideaIds: [idea.id], method: 'public-link' }),
      201,
    );
    token = collabLinkToken({ link: new URL(result.links[0]!.url).searchParams.get('share')!, key: '' });
  }
  const client = role === 'owner' ? t.ada : role === 'visitor' || role === 'link holder' ? null : t.bob;
  const pageId = role === 'page-scoped edit, its page' ? page.id : 'main';
  return { idea, pageId, client, token };
}

describe('who may open a page on the collaboration socket, and write to it', () => {
  // The access module's answers (core/ideas/access.ts): edit writes, comment and view read, a public link reads;
  // an expired or revoked share gives nothing, a page-scoped share only its pages; a visitor sees no private idea.
  const matrix: [Role, 'read-write' | 'readonly' | 'refused'][] = [
    ['owner', 'read-write'],
    ['edit', 'read-write'],
    ['comment', 'readonly'],
    ['view', 'readonly'],
    ['link holder', 'readonly'],
    ['expired edit', 'refused'],
    ['revoked edit', 'refused'],
    ['page-scoped edit, other page', 'refused'],
    ['page-scoped edit, its page', 'read-write'],
    ['visitor', 'refused'],
  ];
  for (const [role, expected] of matrix) {
    it(`${role} → ${expected}`, async () => {
      const { idea, pageId, client, token } = await setUp(role);
      const peer = open(client, { ideaId: idea.id, pageId }, token);
      const outcome = await peer.outcome;
      if (expected === 'refused') {
        expect(outcome).toHaveProperty('refused');
        return;
      }
      expect(outcome).toEqual({ scope: expected });
      const applied = await peer.write(typeParagraph(`${role} was here`));
      expect(applied).toBe(expected === 'read-write');
      // The owner's own view of the page: the write is there only when it was allowed.
      const owner = open(t.ada, { ideaId: idea.id, pageId });
      await owner.synced;
      expect(textOf(owner.doc).includes(`${role} was here`)).toBe(expected === 'read-write');
    });
  }

  it('refuses a page of another idea named under this one, an unknown name and a made-up token', async () => {
    const mine = await newIdea();
    const other = await newIdea();
    const otherPage = await addPage(other.id, 'Elsewhere');
    const refusals = [
      open(t.ada, { ideaId: mine.id, pageId: otherPage.id }).outcome,
      open(t.ada, { ideaId: mine.id, pageId: 'not-a-page' }).outcome,
      open(t.ada, { ideaId: mine.id, pageId: 'main' }, 'not-a-token').outcome,
      open(null, { ideaId: mine.id, pageId: 'main' }, collabLinkToken({ link: 'x'.repeat(43), key: '' })).outcome,
    ];
    for (const outcome of await Promise.all(refusals)) expect(outcome).toHaveProperty('refused');
  });

  it('closes a connection within seconds of its share being revoked', async () => {
    const { idea, pageId, client } = await setUp('edit');
    const peer = open(client, { ideaId: idea.id, pageId });
    expect(await peer.outcome).toEqual({ scope: 'read-write' });
    const closed = new Promise<void>((resolve) => peer.provider.on('close', () => resolve()));
    const started = Date.now();
    await db()
      .update(ideaShares)
      .set({ revokedAt: new Date() })
      .where(and(eq(ideaShares.ideaId, idea.id), isNull(ideaShares.revokedAt)));
    await closed;
    // The recheck runs every 2 s (COLLAB_RECHECK_MS): the close comes within two of its rounds.
    expect(Date.now() - started).toBeLessThan(5_000);
    const owner = open(t.ada, { ideaId: idea.id, pageId });
    await owner.synced;
    await owner.write(typeParagraph('after'));
    await expect(whenDoc(peer.doc, () => textOf(peer.doc).includes('after'), 500)).rejects.toThrow();
  });
});
