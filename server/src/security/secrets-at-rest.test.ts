import type { IdeaView } from '@core/ideas/idea-contracts';
import type { ShareResult } from '@core/ideas/share-contracts';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows-of';
import { createSecretBox } from '../lib/secret-box';
import { tablesContaining } from '../testing/tables-containing';
import { expectJson, useTestServer } from '../testing/use-test-server';

// features/shared-links/public-links.test.ts and features/profile/profile.test.ts check the stored columns through
// Drizzle; here the raw rows of every table are searched for the secret itself.
const t = useTestServer();

const rawRow = async (query: SQL) => (await rowsOf(t.server.database.db, query))[0]!;

describe('secrets at rest', () => {
  it('keep a share token and a link password only as hashes', async () => {
    const idea = await expectJson<IdeaView>(await t.ada.post('/api/ideas', { title: 'Protected plan' }), 201);
    const password = 'open sesame 4242';
    const result = await expectJson<ShareResult>(
      await t.ada.post('/api/shares', { ideaIds: [idea.id], method: 'public-link', password }),
      201,
    );
    const token = new URL(result.links[0]!.url).searchParams.get('share')!;
    await t.visitor.post(`/api/links/${token}/unlock`, { password: 'a wrong guess 4242' });
    const { key } = await expectJson<{ key: string }>(
      await t.visitor.post(`/api/links/${token}/unlock`, { password }),
      200,
    );

    const row = await rawRow(sql`select token_hash, password_hash from idea_shares where idea_id = ${idea.id}`);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.password_hash).toMatch(/^scrypt\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await tablesContaining(t.server.database.db, 'Protected plan'), 'the search finds what is stored').toEqual([
      'ideas',
    ]);
    for (const secret of [token, password, 'a wrong guess 4242', key])
      expect(await tablesContaining(t.server.database.db, secret), secret).toEqual([]);
  });

  it('keep the same link password as different hashes (salted)', async () => {
    const ideas = await Promise.all(
      ['One', 'Two'].map(async (title) => expectJson<IdeaView>(await t.ada.post('/api/ideas', { title }), 201)),
    );
    for (const idea of ideas)
      await expectJson(
        await t.ada.post('/api/shares', { ideaIds: [idea.id], method: 'public-link', password: 'same password' }),
        201,
      );
    const hashes = await Promise.all(
      ideas.map(
        async (idea) =>
          (await rawRow(sql`select password_hash from idea_shares where idea_id = ${idea.id}`)).password_hash,
      ),
    );
    expect(new Set(hashes).size).toBe(2);
  });

  it('keep the API key encrypted with a key from APP_SECRET, and nowhere in clear', async () => {
    const apiKey = 'sk-proj-SECRETatREST0123456789abcdefWXYZ';
    await expectJson(
      await t.bob.request('/api/profile', { method: 'PATCH', json: { fullName: 'Bob Builder', openaiApiKey: apiKey } }),
      200,
    );

    const row = await rawRow(
      sql`select p.openai_api_key_encrypted as sealed from profiles p where p.email = 'bob@example.com'`,
    );
    const sealed = String(row.sealed);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(createSecretBox(t.server.env.APP_SECRET!, 'profile-api-key').open(sealed)).toBe(apiKey);
    expect(() =>
      createSecretBox('another-secret-that-is-long-enough-for-hmac', 'profile-api-key').open(sealed),
    ).toThrow();
    for (const part of [apiKey, apiKey.slice(0, 12), apiKey.slice(8, -4), Buffer.from(apiKey).toString('base64')]) {
      expect(await tablesContaining(t.server.database.db, part), part).toEqual([]);
    }
  });
});
