import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ideas,
  ideaShares,
  notifications,
  profiles,
  session,
  toolDocuments,
  user,
  userPreferences,
} from '../../db/schema';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

const json = async <T>(answer: Response) => (await answer.json()) as T;
const countWhere = async (rows: Promise<unknown[]>) => (await rows).length;

describe('Delete account', () => {
  it('deletes everything the account owns, keeps its comments on others’ ideas as Deleted user, ends its shares and sessions, and mails it', async () => {
    const leaver = await server.signedInClient('leaver@example.com', 'Lee Leaver');
    const otherDevice = server.client();
    await otherDevice.post('/api/auth/sign-in/email', { email: 'leaver@example.com', password: 'correct horse' });
    const stayer = await server.signedInClient('stayer@example.com', 'Stan Stayer');

    const own = (await json<{ id: string }>(await leaver.post('/api/ideas', { title: 'Leaving idea' }))).id;
    await leaver.post('/api/shares', {
      ideaIds: [own],
      method: 'email',
      emails: ['stayer@example.com'],
      accessType: 'view',
    });
    await leaver.request('/api/preferences', { method: 'PATCH', json: { theme: 'dark' } });
    const founder = {
      id: 'a',
      name: 'Lee',
      role: 'CEO',
      contribution: 50,
      commitment: 100,
      experience: 50,
      vesting: { totalMonths: 48, cliffMonths: 12 },
    };
    await leaver.post('/api/tools/equity-split/documents', {
      name: 'Plan',
      data: { founders: [founder, { ...founder, id: 'b' }] },
    });
    const staying = (await json<{ id: string }>(await stayer.post('/api/ideas', { title: 'Staying idea' }))).id;
    await stayer.post('/api/shares', {
      ideaIds: [staying],
      method: 'email',
      emails: ['leaver@example.com'],
      accessType: 'comment',
    });
    await leaver.post(`/api/ideas/${staying}/comments`, { content: 'Good luck!' });
    const [account] = await server.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'leaver@example.com'));
    const leaverId = account!.id;

    const answer = await leaver.post('/api/account/delete', { email: '  LEAVER@example.com ' });
    expect(answer.status).toBe(204);

    const { db } = server.database;
    expect(await countWhere(db.select().from(user).where(eq(user.id, leaverId)))).toBe(0);
    expect(await countWhere(db.select().from(profiles).where(eq(profiles.id, leaverId)))).toBe(0);
    expect(await countWhere(db.select().from(ideas).where(eq(ideas.userId, leaverId)))).toBe(0);
    expect(
      await countWhere(
        db
          .select()
          .from(ideaShares)
          .where(inArray(ideaShares.ideaId, [own, staying])),
      ),
    ).toBe(0);
    expect(await countWhere(db.select().from(toolDocuments).where(eq(toolDocuments.userId, leaverId)))).toBe(0);
    expect(await countWhere(db.select().from(userPreferences).where(eq(userPreferences.userId, leaverId)))).toBe(0);
    expect(await countWhere(db.select().from(session).where(eq(session.userId, leaverId)))).toBe(0);
    expect(await countWhere(db.select().from(notifications).where(eq(notifications.userId, leaverId)))).toBe(0);

    // Both devices are signed out; the idea they were given is gone from their reach, their comment stays.
    expect(await json(await leaver.request('/api/auth/get-session'))).toBeNull();
    expect(await json(await otherDevice.request('/api/auth/get-session'))).toBeNull();
    const comments = await json<{ comments: { author: string; content: string }[] }>(
      await stayer.request(`/api/ideas/${staying}/comments`),
    );
    expect(comments.comments).toEqual([expect.objectContaining({ author: 'Deleted user', content: 'Good luck!' })]);
    expect((await stayer.request(`/api/ideas/${own}`)).status).toBe(404);

    expect(server.mails.findLast((mail) => mail.to === 'leaver@example.com')?.subject).toBe(
      'Your Founder Toolkit account was deleted',
    );
    expect(
      (
        await server
          .client()
          .post('/api/auth/sign-in/email', { email: 'leaver@example.com', password: 'correct horse' })
      ).status,
    ).toBe(401);
  });

  it('refuses another e-mail than the account’s, by its field, deleting nothing', async () => {
    const careful = await server.signedInClient('careful@example.com');
    for (const email of ['someone@example.com', '']) {
      const answer = await careful.post('/api/account/delete', { email });
      expect(answer.status).toBe(422);
      const { error } = await json<{ error: { issues: { path: string; message: string }[] } }>(answer);
      expect(error.issues[0]?.path).toBe('email');
    }
    expect(await json<{ user: { email: string } }>(await careful.request('/api/auth/get-session'))).toMatchObject({
      user: { email: 'careful@example.com' },
    });
  });

  it('is for signed-in users only', async () => {
    expect((await server.client().post('/api/account/delete', { email: 'x@example.com' })).status).toBe(401);
  });
});
