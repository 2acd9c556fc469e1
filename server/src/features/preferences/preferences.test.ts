import { DEFAULT_CARD_DISPLAY, DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of';
import { userPreferences } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  ada = await server.signedInClient('ada@example.com');
  bob = await server.signedInClient('bob@example.com');
});
afterAll(() => server.dispose());

const preferencesOf = async (client: TestClient) => (await client.request('/api/preferences')).json();
const savePinned = (client: TestClient, pinnedTools: unknown) =>
  client.request('/api/preferences/pinned-tools', { method: 'PUT', json: { pinnedTools } });
const saveCardDisplay = (client: TestClient, cardDisplay: unknown) =>
  client.request('/api/preferences/card-display', { method: 'PUT', json: { cardDisplay } });
const storedRowOf = async (email: string) => {
  const rows = await rowsOf(
    server.database.db,
    sql`select p.* from user_preferences p join "user" u on u.id = p.user_id where u.email = ${email}`,
  );
  return rows[0];
};

describe('pinned tools', () => {
  it('start as the Idea Garage and the equity split, with the default preferences', async () => {
    expect(await preferencesOf(await server.signedInClient('new@example.com'))).toEqual({
      ...DEFAULT_PREFERENCES,
      pinnedTools: ['idea-garage', 'equity-split'],
      cardDisplay: DEFAULT_CARD_DISPLAY,
    });
  });

  it('are replaced by the list sent, in its order (toggle and reorder), and kept', async () => {
    const saved = await savePinned(ada, ['pitch-maker', 'idea-garage']);
    expect(saved.status).toBe(200);
    expect((await saved.json()).pinnedTools).toEqual(['pitch-maker', 'idea-garage']);
    expect((await preferencesOf(ada)).pinnedTools).toEqual(['pitch-maker', 'idea-garage']);
    await savePinned(ada, ['idea-garage', 'pitch-maker']);
    expect((await preferencesOf(ada)).pinnedTools).toEqual(['idea-garage', 'pitch-maker']);
    await savePinned(ada, []);
    expect((await preferencesOf(ada)).pinnedTools).toEqual([]);
  });

  it("are one user's own: another user's saves do not touch them", async () => {
    await savePinned(ada, ['custom-dashboard']);
    await savePinned(bob, ['faqs-of-vc', 'esop-planner']);
    expect((await preferencesOf(ada)).pinnedTools).toEqual(['custom-dashboard']);
    expect((await preferencesOf(bob)).pinnedTools).toEqual(['faqs-of-vc', 'esop-planner']);
  });

  it('fall back to the defaults when the stored value is not a list, and drop unknown tools', async () => {
    const carol = await server.signedInClient('carol@example.com');
    await savePinned(carol, ['pitch-maker']);
    const { user_id: userId } = (await storedRowOf('carol@example.com'))!;
    await server.database.db
      .update(userPreferences)
      .set({ pinnedTools: null })
      .where(eq(userPreferences.userId, String(userId)));
    expect((await preferencesOf(carol)).pinnedTools).toEqual(['idea-garage', 'equity-split']);
    await server.database.db
      .update(userPreferences)
      .set({ pinnedTools: ['pitch-maker', 'a-tool-we-removed'] })
      .where(eq(userPreferences.userId, String(userId)));
    expect((await preferencesOf(carol)).pinnedTools).toEqual(['pitch-maker']);
  });

  it.each([
    [['idea-garage', 'not-a-tool'], 'pinnedTools.1'],
    [['idea-garage', 'idea-garage'], 'pinnedTools'],
    ['idea-garage', 'pinnedTools'],
    [[42], 'pinnedTools.0'],
  ])('refuses %j with a 422 and saves nothing', async (pinnedTools, path) => {
    await savePinned(ada, ['idea-garage']);
    const answer = await savePinned(ada, pinnedTools);
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect((await preferencesOf(ada)).pinnedTools).toEqual(['idea-garage']);
  });
});

describe('preferences', () => {
  it('saves the ones sent and keeps the rest', async () => {
    const answer = await ada.request('/api/preferences', { method: 'PATCH', json: { theme: 'dark', language: 'fr' } });
    expect(answer.status).toBe(200);
    expect(await preferencesOf(ada)).toMatchObject({
      theme: 'dark',
      language: 'fr',
      defaultView: 'grid',
      weeklyDigest: true,
    });
    await ada.request('/api/preferences', { method: 'PATCH', json: { defaultView: 'list', pushNotifications: true } });
    expect(await preferencesOf(ada)).toMatchObject({
      theme: 'dark',
      language: 'fr',
      defaultView: 'list',
      pushNotifications: true,
    });
  });

  it.each([
    [{ theme: 'neon' }, 'theme'],
    [{ language: 'xx' }, 'language'],
    [{ autoSave: 'yes' }, 'autoSave'],
    [{ color: 'red' }, ''],
    [{}, ''],
  ])('refuses %j with a 422 and saves nothing', async (body, path) => {
    const before = await preferencesOf(bob);
    const answer = await bob.request('/api/preferences', { method: 'PATCH', json: body });
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await preferencesOf(bob)).toEqual(before);
  });
});

describe('card display settings', () => {
  let ivy: TestClient;
  let jay: TestClient;
  beforeAll(async () => {
    ivy = await server.signedInClient('ivy@example.com');
    jay = await server.signedInClient('jay@example.com');
  });

  it('start with every part of a card shown', async () => {
    expect((await preferencesOf(await server.signedInClient('dora@example.com'))).cardDisplay).toEqual({
      showTitle: true,
      showDescription: true,
      showIdeaScore: true,
      showWhyNow: true,
      showCostToValidate: true,
      showComments: true,
      showPinOption: true,
      showTags: true,
    });
  });

  it('save the ones sent, keep the rest, and survive a re-read', async () => {
    const erin = await server.signedInClient('erin@example.com');
    const saved = await saveCardDisplay(erin, { showWhyNow: false, showTags: false });
    expect(saved.status).toBe(200);
    expect((await saved.json()).cardDisplay).toEqual({ ...DEFAULT_CARD_DISPLAY, showWhyNow: false, showTags: false });
    await saveCardDisplay(erin, { showTags: true, showComments: false });
    const expected = { ...DEFAULT_CARD_DISPLAY, showWhyNow: false, showComments: false };
    expect((await preferencesOf(erin)).cardDisplay).toEqual(expected);
    expect((await preferencesOf(erin)).cardDisplay).toEqual(expected);
    expect((await storedRowOf('erin@example.com'))!.card_display).toEqual({
      showWhyNow: false,
      showTags: true,
      showComments: false,
    });
  });

  it('leave the other preferences alone, and are left alone by them', async () => {
    const finn = await server.signedInClient('finn@example.com');
    await finn.request('/api/preferences', { method: 'PATCH', json: { theme: 'dark' } });
    await savePinned(finn, ['pitch-maker']);
    await saveCardDisplay(finn, { showTitle: false });
    await finn.request('/api/preferences', { method: 'PATCH', json: { language: 'de' } });
    await savePinned(finn, ['esop-planner']);
    expect(await preferencesOf(finn)).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      language: 'de',
      pinnedTools: ['esop-planner'],
      cardDisplay: { ...DEFAULT_CARD_DISPLAY, showTitle: false },
    });
  });

  it("are one user's own: another user's saves do not touch them", async () => {
    const gail = await server.signedInClient('gail@example.com');
    const hank = await server.signedInClient('hank@example.com');
    await saveCardDisplay(gail, { showIdeaScore: false });
    await saveCardDisplay(hank, { showIdeaScore: true, showDescription: false });
    expect((await preferencesOf(gail)).cardDisplay).toEqual({ ...DEFAULT_CARD_DISPLAY, showIdeaScore: false });
    expect((await preferencesOf(hank)).cardDisplay).toEqual({ ...DEFAULT_CARD_DISPLAY, showDescription: false });
  });

  it.each([
    [{ cardDisplay: { showTitle: false, showStars: false } }, 'cardDisplay'],
    [{ cardDisplay: { showTitle: 'no' } }, 'cardDisplay.showTitle'],
    [{ cardDisplay: { showTags: null } }, 'cardDisplay.showTags'],
    [{ cardDisplay: [false] }, 'cardDisplay'],
    [{ cardDisplay: { showTitle: false }, theme: 'dark' }, ''],
    [{}, 'cardDisplay'],
  ])('refuses %j with a 422 and saves nothing', async (body, path) => {
    await saveCardDisplay(ivy, { showPinOption: false });
    const before = await preferencesOf(ivy);
    const answer = await ivy.request('/api/preferences/card-display', { method: 'PUT', json: body });
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await preferencesOf(ivy)).toEqual(before);
    expect(before.cardDisplay).toEqual({ ...DEFAULT_CARD_DISPLAY, showPinOption: false });
  });

  it.each([
    ['a JSON string', sql`'"showTitle"'::jsonb`, DEFAULT_CARD_DISPLAY],
    ['a JSON number', sql`'42'::jsonb`, DEFAULT_CARD_DISPLAY],
    ['a list', sql`'[false, false]'::jsonb`, DEFAULT_CARD_DISPLAY],
    [
      'an object with non-boolean settings',
      sql`'{"showTitle": "no", "showTags": 0, "showWhyNow": false}'::jsonb`,
      { ...DEFAULT_CARD_DISPLAY, showWhyNow: false },
    ],
  ])(
    'fall back to the defaults (per setting) when the stored value is %s; saving repairs it',
    async (_label, stored, expected) => {
      await saveCardDisplay(jay, { showComments: false });
      const { user_id: userId } = (await storedRowOf('jay@example.com'))!;
      await server.database.db.execute(
        sql`update user_preferences set card_display = ${stored} where user_id = ${String(userId)}`,
      );
      expect((await preferencesOf(jay)).cardDisplay).toEqual(expected);
      expect((await saveCardDisplay(jay, { showTags: false })).status).toBe(200);
      expect((await preferencesOf(jay)).cardDisplay).toEqual({ ...expected, showTags: false });
    },
  );
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/preferences', undefined],
    ['PATCH', '/api/preferences', { theme: 'dark' }],
    ['PUT', '/api/preferences/pinned-tools', { pinnedTools: [] }],
    ['PUT', '/api/preferences/card-display', { cardDisplay: { showTitle: false } }],
  ])('%s %s → 401 User not authenticated', async (method, path, json) => {
    const answer = await server.client().request(path, { method, json });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'User not authenticated', messageId: 'server.http.unauthenticated' },
    });
  });
});
