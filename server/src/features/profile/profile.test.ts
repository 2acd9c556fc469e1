import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let ada: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  ada = await server.signedInClient('ada@example.com', 'Ada Lovelace');
});
afterAll(() => server.dispose());

const KEY = 'sk-proj-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789wxyz';
const profileOf = async (client: TestClient) => (await client.request('/api/profile')).json();
const save = (client: TestClient, json: unknown) => client.request('/api/profile', { method: 'PATCH', json });
const storedProfile = async (email: string) => (await server.database.db.select().from(profiles).where(eq(profiles.email, email)))[0]!;

describe('the profile', () => {
  it('shows the name, the read-only e-mail and no key at first', async () => {
    expect(await profileOf(ada)).toEqual({ fullName: 'Ada Lovelace', email: 'ada@example.com', avatarUrl: null, apiKeyLast4: null });
  });

  it('saves the full name to the account and the profile', async () => {
    const answer = await save(ada, { fullName: '  Augusta Ada King  ' });
    expect(answer.status).toBe(200);
    expect((await answer.json()).fullName).toBe('Augusta Ada King');
    const [account] = await server.database.db.select().from(user).where(eq(user.email, 'ada@example.com'));
    expect(account?.name).toBe('Augusta Ada King');
    expect((await storedProfile('ada@example.com')).fullName).toBe('Augusta Ada King');
    expect((await (await ada.request('/api/auth/get-session')).json()).user.name).toBe('Augusta Ada King');
  });

  it('keeps the API key sealed: trimmed, encrypted at rest, and only its last 4 characters ever answered', async () => {
    const answer = await save(ada, { fullName: 'Ada Lovelace', openaiApiKey: `  ${KEY}\n` });
    const body = await answer.text();
    expect(JSON.parse(body).apiKeyLast4).toBe('wxyz');
    expect(body).not.toContain(KEY.slice(0, -4));
    expect(JSON.stringify(await profileOf(ada))).not.toContain(KEY.slice(0, -4));
    const stored = (await storedProfile('ada@example.com')).openaiApiKeyEncrypted!;
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(KEY.slice(8, 20));
  });

  it('keeps the key when it is left out, and removes it when sent empty', async () => {
    await save(ada, { fullName: 'Ada Lovelace', openaiApiKey: KEY });
    await save(ada, { fullName: 'Ada L.' });
    expect((await profileOf(ada)).apiKeyLast4).toBe('wxyz');
    await save(ada, { fullName: 'Ada L.', openaiApiKey: '   ' });
    expect((await profileOf(ada)).apiKeyLast4).toBeNull();
    expect((await storedProfile('ada@example.com')).openaiApiKeyEncrypted).toBeNull();
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'Full name is required'],
    [{ fullName: 'x'.repeat(101) }, 'fullName', 'Full name must be at most 100 characters'],
    [{ fullName: 'Ada', email: 'new@example.com' }, '', 'Unrecognized key: "email"'],
    [{ fullName: 7 }, 'fullName', 'Invalid input: expected string, received number'],
  ])('refuses %j with a 422 and saves nothing', async (body, path, message) => {
    await save(ada, { fullName: 'Ada Lovelace' });
    const answer = await save(ada, body);
    expect(answer.status).toBe(422);
    // Core's messages also say which message they are (messageId, values): the English is what is checked here.
    expect((await answer.json()).error.issues).toContainEqual(expect.objectContaining({ path, message }));
    expect(await profileOf(ada)).toMatchObject({ fullName: 'Ada Lovelace', email: 'ada@example.com' });
  });

  it('answers 401 without a session', async () => {
    expect((await server.client().request('/api/profile')).status).toBe(401);
    expect((await save(server.client(), { fullName: 'Mallory' })).status).toBe(401);
  });
});
