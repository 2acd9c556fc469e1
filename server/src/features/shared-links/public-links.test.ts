import type { IdeaPageSummary, IdeaPageView, PageContent } from '@core/idea-page/page-contracts';
import type { IdeaView } from '@core/ideas/idea-contracts';
import type { LinkInfo, ShareResult } from '@core/ideas/share-contracts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ideaShares, profiles } from '../../db/schema';
import { share, tokenOf, useSharingServer } from '../../testing/use-sharing-server';
import { expectJson as json } from '../../testing/use-test-server';
import { LINK_PASSWORD_ATTEMPTS } from './links.service';

const { started: t, newIdea, sharesOf } = useSharingServer();

describe('public links', () => {
  const link = async (body: Record<string, unknown> = {}) => {
    const idea = await newIdea();
    const result = await json<ShareResult>(
      await share(t.ada, { ideaIds: [idea.id], method: 'public-link', ...body }),
      201,
    );
    return { idea, token: tokenOf(result), result };
  };

  it('carry a 256-bit token of which only the hash is stored, and give view only, to anyone', async () => {
    const { idea, token, result } = await link({ message: 'Have a look' });
    expect(result.links[0]!.url).toBe(`${t.server.env.APP_URL}/tool/idea-garage/idea/${idea.id}?share=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await sharesOf(idea.id);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await json<LinkInfo>(await t.visitor.request(`/api/links/${token}`), 200)).toEqual({
      ideaId: idea.id,
      sharedBy: 'Ada Lovelace',
      accessType: 'view',
      message: 'Have a look',
      expiresAt: null,
      pageIds: null,
      passwordRequired: false,
    });
    const view = await json<IdeaPageView>(await t.visitor.request(`/api/links/${token}/idea`), 200);
    expect(view.idea).toMatchObject({
      id: idea.id,
      sourceType: 'shared-link',
      accessType: 'view',
      permissions: { canComment: false, canEdit: false, canShare: false },
    });
    // A link is not a share to the person holding it: the idea is still not theirs to see elsewhere.
    expect((await t.bob.request(`/api/ideas/${idea.id}`)).status).toBe(404);
  });

  it.each([
    ['malformed', 'not-a-token'],
    ['truncated', 'A'.repeat(42)],
    ['unknown', 'B'.repeat(43)],
  ])("answers a %s token with 404 'Invalid or expired link'", async (_, token) => {
    const response = await t.visitor.request(`/api/links/${token}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Invalid or expired link');
  });

  it("answers an expired link with 410 'Link has expired' and a revoked one as invalid, from the next request on", async () => {
    const { idea, token } = await link({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await t.server.database.db
      .update(ideaShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ideaShares.ideaId, idea.id));
    const expired = await t.visitor.request(`/api/links/${token}/idea`);
    expect([expired.status, ((await expired.json()) as { error: { message: string } }).error.message]).toEqual([
      410,
      'Link has expired',
    ]);

    const live = await link();
    const [row] = await sharesOf(live.idea.id);
    expect((await t.visitor.request(`/api/links/${live.token}/idea`)).status).toBe(200);
    expect((await t.bob.request(`/api/ideas/${live.idea.id}/shares/${row!.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await t.ada.request(`/api/ideas/${live.idea.id}/shares/${row!.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await t.visitor.request(`/api/links/${live.token}/idea`)).status).toBe(404);
  });

  it('names the sharer by name to any holder, never by e-mail: a sharer without a name is "User"', async () => {
    const nameless = await t.server.signedInClient('nameless-sharer@example.com', 'Temporary');
    expect((await nameless.post('/api/auth/update-user', { name: '' })).status).toBe(200);
    await t.server.database.db
      .update(profiles)
      .set({ fullName: null })
      .where(eq(profiles.email, 'nameless-sharer@example.com'));
    const idea = await json<IdeaView>(await nameless.post('/api/ideas', { title: 'Nameless idea' }), 201);
    const token = tokenOf(
      await json<ShareResult>(
        await share(nameless, { ideaIds: [idea.id], method: 'public-link', password: 'pw' }),
        201,
      ),
    );
    const info = await json<LinkInfo>(await t.visitor.request(`/api/links/${token}`), 200);
    expect(info.sharedBy).toBe('User');
    expect(JSON.stringify(info)).not.toContain('nameless-sharer@example.com');
  });

  it('with a password: no content before it, a hashed password, a wrong one refused, the right one unlocks', async () => {
    const { idea, token } = await link({ password: 'open sesame', message: 'Only after the password' });
    const [row] = await sharesOf(idea.id);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('open sesame');
    expect(await json<LinkInfo>(await t.visitor.request(`/api/links/${token}`), 200)).toMatchObject({
      passwordRequired: true,
      message: '',
    });
    expect((await t.visitor.request(`/api/links/${token}/idea`)).status).toBe(403);
    expect((await t.visitor.request(`/api/links/${token}/idea`, { headers: { 'x-share-key': 'guess' } })).status).toBe(
      403,
    );
    expect((await t.visitor.post(`/api/links/${token}/unlock`, { password: 'open says me' })).status).toBe(403);
    const { key } = await json<{ key: string }>(
      await t.visitor.post(`/api/links/${token}/unlock`, { password: 'open sesame' }),
      200,
    );
    expect(
      (
        await json<IdeaPageView>(
          await t.visitor.request(`/api/links/${token}/idea`, { headers: { 'x-share-key': key } }),
          200,
        )
      ).idea.id,
    ).toBe(idea.id);
  });

  it(`stops taking passwords for a while after ${LINK_PASSWORD_ATTEMPTS} wrong ones in a row`, async () => {
    const { token } = await link({ password: 'right one' });
    for (let attempt = 0; attempt < LINK_PASSWORD_ATTEMPTS; attempt++)
      expect((await t.visitor.post(`/api/links/${token}/unlock`, { password: `wrong ${attempt}` })).status).toBe(403);
    expect((await t.visitor.post(`/api/links/${token}/unlock`, { password: 'right one' })).status).toBe(429);
  });

  it('shows only the chosen pages, and refuses the others and the Main Content', async () => {
    const idea = await newIdea();
    const page = async (title: string) =>
      json<IdeaPageSummary>(await t.ada.post(`/api/ideas/${idea.id}/pages`, { title }), 201);
    const [shown, hidden] = [await page('Shown'), await page('Hidden')];
    await t.ada.post(`/api/ideas/${idea.id}/properties`, { label: 'Secret', type: 'text' });
    const token = tokenOf(
      await json<ShareResult>(
        await share(t.ada, { ideaIds: [idea.id], method: 'public-link', pageIds: [shown.id] }),
        201,
      ),
    );
    const view = await json<IdeaPageView>(await t.visitor.request(`/api/links/${token}/idea`), 200);
    expect(view.pages.map((candidate) => candidate.title)).toEqual(['Shown']);
    expect(view.properties).toEqual([]);
    expect(
      (await json<PageContent>(await t.visitor.request(`/api/links/${token}/pages/${shown.id}/content`), 200)).pageId,
    ).toBe(shown.id);
    expect((await t.visitor.request(`/api/links/${token}/pages/${hidden.id}/content`)).status).toBe(404);
    expect((await t.visitor.request(`/api/links/${token}/pages/main/content`)).status).toBe(404);
  });
});
