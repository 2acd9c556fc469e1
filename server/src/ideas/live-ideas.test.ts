import type { IdeaPageSummary } from '@core/idea-page/page-contracts';
import type { IdeaView } from '@core/ideas/idea-contracts';
import { IDEA_EVENT, LIVE_TAB_HEADER, type IdeaChange } from '@core/ideas/live-contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaShares, user } from '../db/schema';
import { openLiveStream } from '../testing/live-stream';
import type { TestClient } from '../testing/test-client';
import { expectJson } from '../testing/use-test-server';
import { useTwoInstances } from '../testing/use-two-instances';

/*
 * Who hears of a change to an idea on the live stream (ADR 0114), through two instances on one database: the owner
 * writes through the first, everyone listens on the second. What each hears is checked in full, up to a change to a
 * community idea every signed-in user may see (the marker), so that hearing nothing is checked as well.
 */
const instances = useTwoInstances();
const TAB_A = 'owner-tab-a';
const TAB_B = 'owner-tab-b';
const TAB_C = 'commenter-tab';
const as = (tab: string) => ({ [LIVE_TAB_HEADER]: tab });
const send = (client: TestClient, method: string, path: string, json: unknown, tab: string) =>
  client.request(path, { method, json, headers: as(tab) });

type Streams = Awaited<ReturnType<typeof openLiveStream>>;
const people = ['editor', 'commenter', 'viewer', 'scoped', 'revoked', 'stranger'] as const;
type Person = (typeof people)[number];
const emailOf = (person: Person) => `live-ideas-${person}@example.com`;

let owner: TestClient;
let clients: Record<Person, TestClient>;
let idea: IdeaView;
let marker: IdeaView;
let sharedPage: IdeaPageSummary;

const shareWith = async (person: Person, accessType: string, pageIds: string[] | null = null) =>
  expect(
    (
      await owner.post('/api/shares', {
        ideaIds: [idea.id],
        method: 'email',
        emails: [emailOf(person)],
        accessType,
        pageIds,
      })
    ).status,
  ).toBe(201);

async function revoke(person: Person) {
  const { first } = instances();
  const [share] = await first.database.db
    .select({ id: ideaShares.id })
    .from(ideaShares)
    .innerJoin(user, eq(user.id, ideaShares.sharedWith))
    .where(and(eq(ideaShares.ideaId, idea.id), eq(user.email, emailOf(person))));
  expect((await owner.request(`/api/ideas/${idea.id}/shares/${share!.id}`, { method: 'DELETE' })).status).toBe(204);
}

/** A change every signed-in user hears of: the marker idea's title. */
async function changeTheMarker() {
  const title = `Marker ${Math.random()}`;
  expect((await owner.request(`/api/ideas/${marker.id}`, { method: 'PATCH', json: { title } })).status).toBe(200);
  return JSON.stringify({ ideaId: marker.id, change: 'idea' });
}

/** The idea's changes a stream heard before the marker; anything else it heard fails the test. */
async function heard(stream: Streams, markerEvent: string): Promise<IdeaChange[]> {
  const events = await stream.eventsUntil(IDEA_EVENT, markerEvent);
  // The inbox's own events (the owner's, of the comment) are not the idea's.
  return events.flatMap(({ event, data }) => {
    if (event === 'inbox') return [];
    expect(event).toBe(IDEA_EVENT);
    // The event says which idea and what changed, and nothing else (no title, no content, no page, no author).
    const parsed = JSON.parse(data) as { ideaId: string; change: IdeaChange };
    expect(Object.keys(parsed).sort()).toEqual(['change', 'ideaId']);
    expect(parsed.ideaId).toBe(idea.id);
    return [parsed.change];
  });
}

beforeAll(async () => {
  const { first, second } = instances();
  owner = await first.signedInClient('live-ideas-owner@example.com');
  clients = Object.fromEntries(
    await Promise.all(people.map(async (person) => [person, await second.signedInClient(emailOf(person))] as const)),
  ) as Record<Person, TestClient>;
  idea = await expectJson<IdeaView>(await owner.post('/api/ideas', { title: 'Live idea' }), 201);
  marker = await expectJson<IdeaView>(await owner.post('/api/ideas', { title: 'Marker' }), 201);
  expect((await owner.post('/api/shares', { ideaIds: [marker.id], method: 'community' })).status).toBe(201);
  sharedPage = await expectJson<IdeaPageSummary>(
    await owner.post(`/api/ideas/${idea.id}/pages`, { title: 'Shared page', parentPageId: null }),
    201,
  );
  await shareWith('editor', 'edit');
  await shareWith('commenter', 'comment');
  await shareWith('viewer', 'view');
  await shareWith('scoped', 'view', [sharedPage.id]);
  await shareWith('revoked', 'edit');
  await revoke('revoked');
});

describe('the live stream of idea changes', () => {
  it('tells each browser that may see the idea what changed, as the access module decides, but not the tab that made it', async () => {
    const streams = {
      ownerA: await openLiveStream(owner, `?tab=${TAB_A}`),
      ownerB: await openLiveStream(owner, `?tab=${TAB_B}`),
      editor: await openLiveStream(clients.editor),
      commenter: await openLiveStream(clients.commenter, `?tab=${TAB_C}`),
      viewer: await openLiveStream(clients.viewer),
      scoped: await openLiveStream(clients.scoped),
      revoked: await openLiveStream(clients.revoked),
      stranger: await openLiveStream(clients.stranger),
    };
    for (const stream of Object.values(streams)) await stream.nextEvent('ready');

    const base = `/api/ideas/${idea.id}`;
    expect((await send(owner, 'PATCH', base, { title: 'Live idea, renamed' }, TAB_A)).status).toBe(200);
    const hidden = await expectJson<IdeaPageSummary>(
      await send(owner, 'POST', `${base}/pages`, { title: 'Not shared', parentPageId: null }, TAB_A),
      201,
    );
    expect(
      (await send(owner, 'PATCH', `${base}/pages/${sharedPage.id}`, { title: 'Shared, renamed' }, TAB_A)).status,
    ).toBe(200);
    expect((await send(owner, 'POST', `${base}/properties`, { label: 'Stage', type: 'text' }, TAB_A)).status).toBe(201);
    expect((await send(owner, 'POST', `${base}/widgets`, { type: 'prd' }, TAB_A)).status).toBe(201);
    expect((await send(clients.commenter, 'POST', `${base}/comments`, { content: 'Live comment' }, TAB_C)).status).toBe(
      201,
    );
    expect((await send(owner, 'PUT', `${base}/pin`, { isPinned: true }, TAB_B)).status).toBe(200);
    expect((await send(owner, 'DELETE', `${base}/pages/${hidden.id}`, undefined, TAB_A)).status).toBe(204);
    // A write refused is no change: nobody hears of it.
    expect((await send(clients.viewer, 'PATCH', base, { title: 'Not mine' }, 'viewer-tab')).status).toBe(403);
    const markerEvent = await changeTheMarker();

    const everything: IdeaChange[] = ['idea', 'pages', 'pages', 'properties', 'widgets', 'comments', 'pages'];
    // The owner's tab A made all but the comment and the pin; tab B made the pin, which only the owner sees.
    expect(await heard(streams.ownerA, markerEvent)).toEqual(['comments', 'pin']);
    expect(await heard(streams.ownerB, markerEvent)).toEqual(everything);
    expect(await heard(streams.editor, markerEvent)).toEqual(everything);
    expect(await heard(streams.viewer, markerEvent)).toEqual(everything);
    // The commenter's own comment is not told to the tab that wrote it.
    expect(await heard(streams.commenter, markerEvent)).toEqual(everything.filter((change) => change !== 'comments'));
    // A share of one page: the idea's fields, that page and the comments; not the Main Content's properties and
    // widgets, nor a page outside the share (the deletion is told: it could take a shared sub-page with it).
    expect(await heard(streams.scoped, markerEvent)).toEqual(['idea', 'pages', 'comments', 'pages']);
    expect(await heard(streams.revoked, markerEvent)).toEqual([]);
    expect(await heard(streams.stranger, markerEvent)).toEqual([]);
    for (const stream of Object.values(streams)) await stream.close();
  });

  it('stops telling a user whose share is revoked while their page is open', async () => {
    const stream = await openLiveStream(clients.viewer);
    await stream.nextEvent('ready');
    expect((await owner.request(`/api/ideas/${idea.id}`, { method: 'PATCH', json: { title: 'Before' } })).status).toBe(
      200,
    );
    expect(JSON.parse(await stream.nextEvent(IDEA_EVENT))).toEqual({ ideaId: idea.id, change: 'idea' });

    await revoke('viewer');
    expect((await owner.request(`/api/ideas/${idea.id}`, { method: 'PATCH', json: { title: 'After' } })).status).toBe(
      200,
    );
    expect(await heard(stream, await changeTheMarker())).toEqual([]);
    await stream.close();
  });

  it('names a tab only by a tab-like name (anything else is no tab, and hears everything)', async () => {
    const stream = await openLiveStream(owner, `?tab=${encodeURIComponent('<script>')}`);
    await stream.nextEvent('ready');
    expect((await send(owner, 'PATCH', `/api/ideas/${idea.id}`, { title: 'Tabless' }, '<script>')).status).toBe(200);
    expect(JSON.parse(await stream.nextEvent(IDEA_EVENT))).toEqual({ ideaId: idea.id, change: 'idea' });
    await stream.close();
  });
});
