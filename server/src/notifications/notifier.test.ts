import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, user } from '../db/schema';
import type { TestClient } from '../testing/test-client';
import { createTestServer, type TestServer } from '../testing/test-server';
import { commentMailJob } from './comment-mail-job';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

const userIdOf = async (email: string) =>
  (await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
const inboxOf = async (email: string) =>
  server.database.db
    .select({
      kind: notifications.kind,
      actorName: notifications.actorName,
      data: notifications.data,
      emailedAt: notifications.emailedAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, await userIdOf(email)))
    .orderBy(notifications.createdAt);
/** The notification mails (not the account's confirmation) to `email`. */
const mailsTo = (email: string) =>
  server.mails.filter((mail) => mail.to === email && mail.headers?.['List-Unsubscribe']);
const turnEmailOff = (client: TestClient) =>
  client.request('/api/preferences', { method: 'PATCH', json: { emailNotifications: false } });

async function newIdea(client: TestClient, title: string) {
  return ((await (await client.post('/api/ideas', { title })).json()) as { id: string }).id;
}
const shareWith = (client: TestClient, ideaId: string, email: string, message = '') =>
  client.post('/api/shares', { ideaIds: [ideaId], method: 'email', emails: [email], accessType: 'comment', message });

describe('an idea shared with someone', () => {
  it('lands in their inbox and mails them, with a way to unsubscribe in the mail and its headers', async () => {
    const owner = await server.signedInClient('sharer@example.com', 'Sara Sharer');
    await server.signedInClient('reader@example.com', 'Rita Reader');
    const ideaId = await newIdea(owner, 'Solar kiosks');
    expect((await shareWith(owner, ideaId, 'reader@example.com', 'Have a look')).status).toBe(201);

    expect(await inboxOf('reader@example.com')).toEqual([
      {
        kind: 'idea_shared',
        actorName: 'Sara Sharer',
        data: { subject: 'Solar kiosks', href: `/tool/idea-garage/idea/${ideaId}`, excerpt: 'Have a look' },
        emailedAt: null,
      },
    ]);
    const [mail] = mailsTo('reader@example.com');
    expect(mail?.subject).toBe('Sara Sharer shared "Solar kiosks" with you');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[\w-]+\.[\w-]+>$/,
    );
    expect(mail?.text).toMatch(
      /Turn off e-mail notifications: http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+\.[\w-]+/,
    );
  });

  it('is not mailed to someone who turned E-mail notifications off, but still lands in their inbox', async () => {
    const owner = await server.signedInClient('sharer-2@example.com');
    const quiet = await server.signedInClient('quiet@example.com');
    await turnEmailOff(quiet);
    await shareWith(owner, await newIdea(owner, 'Quiet idea'), 'quiet@example.com');
    expect((await inboxOf('quiet@example.com')).map((n) => n.kind)).toEqual(['idea_shared']);
    expect(mailsTo('quiet@example.com')).toEqual([]);
  });
  it('tells of several ideas shared at once, one notification and one mail per idea', async () => {
    const owner = await server.signedInClient('bulk-sharer@example.com', 'Bea Bulk');
    await server.signedInClient('bulk-reader@example.com');
    const ideaIds = [await newIdea(owner, 'First of two'), await newIdea(owner, 'Second of two')];
    expect(
      (
        await owner.post('/api/shares', {
          ideaIds,
          method: 'email',
          emails: ['bulk-reader@example.com'],
          accessType: 'view',
        })
      ).status,
    ).toBe(201);
    expect((await inboxOf('bulk-reader@example.com')).map((n) => n.data.subject).sort()).toEqual([
      'First of two',
      'Second of two',
    ]);
    expect(
      mailsTo('bulk-reader@example.com')
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Bea Bulk shared "First of two" with you', 'Bea Bulk shared "Second of two" with you']);
  });
});

describe('comments on an idea', () => {
  /** An owner, an idea shared with a commenter who may comment; both signed in. */
  async function ideaWithCommenter(prefix: string) {
    const owner = await server.signedInClient(`${prefix}-owner@example.com`, 'Owen Owner');
    const commenter = await server.signedInClient(`${prefix}-commenter@example.com`, 'Cora Commenter');
    const ideaId = await newIdea(owner, `${prefix} idea`);
    await shareWith(owner, ideaId, `${prefix}-commenter@example.com`);
    const comment = (client: TestClient, content: string) => client.post(`/api/ideas/${ideaId}/comments`, { content });
    return { owner, commenter, ideaId, comment, ownerEmail: `${prefix}-owner@example.com` };
  }

  it('mails the owner the first at once, then gathers the next ones into one mail for the next 15-minute window', async () => {
    const { commenter, ideaId, comment, ownerEmail } = await ideaWithCommenter('batch');
    expect((await comment(commenter, 'Love it')).status).toBe(201);
    const first = await vi.waitFor(() => {
      const [mail] = mailsTo(ownerEmail);
      if (!mail) throw new Error('no comment mail yet');
      return mail;
    });
    expect(first.subject).toBe('Cora Commenter commented on "batch idea"');
    expect(first.text).toContain('Cora Commenter: Love it');
    await vi.waitFor(async () => expect((await inboxOf(ownerEmail)).every((n) => n.emailedAt !== null)).toBe(true));

    await comment(commenter, 'Pricing?');
    await comment(commenter, 'And the market');
    // The next run waits for the next window: one job, starting about 15 minutes from now.
    const { rows } = await server.database.query(
      `select start_after from pgboss.job where name = 'comment-mail' and singleton_key = $1 and state = 'created'`,
      [`${await userIdOf(ownerEmail)}:${ideaId}`],
    );
    expect(rows).toHaveLength(1);
    const startsIn = (new Date((rows[0] as { start_after: string }).start_after).getTime() - Date.now()) / 60_000;
    expect(startsIn).toBeGreaterThan(0);
    expect(startsIn).toBeLessThanOrEqual(15);
    expect(mailsTo(ownerEmail)).toHaveLength(1);

    // That run (done here instead of in 15 minutes) mails both, once.
    const job = commentMailJob({
      db: server.database.db,
      mailer: server.mailer,
      appUrl: server.env.APP_URL,
      appSecret: server.env.APP_SECRET!,
    });
    await job.run({ userId: await userIdOf(ownerEmail), ideaId }, server.jobs);
    await job.run({ userId: await userIdOf(ownerEmail), ideaId }, server.jobs);
    const mails = mailsTo(ownerEmail);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('2 new comments on "batch idea"');
    expect(mails[1]!.text).toContain('Cora Commenter: Pricing?\n\nCora Commenter: And the market');
  });

  it("tells no one of the owner's own comments", async () => {
    const { owner, comment, ownerEmail } = await ideaWithCommenter('self');
    await comment(owner, 'Note to self');
    expect(await inboxOf(ownerEmail)).toEqual([]);
  });

  it('mails nothing when the owner turned E-mail notifications off, also for comments waiting when they did', async () => {
    const { owner, commenter, ideaId, comment, ownerEmail } = await ideaWithCommenter('quiet');
    await turnEmailOff(owner);
    await comment(commenter, 'Anyone there?');
    expect((await inboxOf(ownerEmail)).map((n) => n.kind)).toEqual(['idea_commented']);
    const { rows } = await server.database.query(
      `select 1 from pgboss.job where name = 'comment-mail' and singleton_key like $1`,
      [`%:${ideaId}`],
    );
    expect(rows).toEqual([]);

    await server.database.db.update(notifications).set({ emailedAt: null }).where(eq(notifications.ideaId, ideaId));
    const job = commentMailJob({
      db: server.database.db,
      mailer: server.mailer,
      appUrl: server.env.APP_URL,
      appSecret: server.env.APP_SECRET!,
    });
    await job.run({ userId: await userIdOf(ownerEmail), ideaId }, server.jobs);
    expect(mailsTo(ownerEmail)).toEqual([]);
    const waiting = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.ideaId, ideaId), eq(notifications.kind, 'idea_commented')));
    expect(waiting.every((row) => row.emailedAt !== null)).toBe(true);
  });
});

describe('an answered co-founder invitation', () => {
  async function answeredInvite(email: string) {
    const founder = await server.signedInClient(email, 'Fay Founder');
    const { id } = (await (await founder.post('/api/assessments', { answers: Array<number>(10).fill(4) })).json()) as {
      id: string;
    };
    await founder.post(`/api/assessments/${id}/invites`, { email: `cofounder-of-${email}` });
    const link = server.mails
      .findLast((mail) => mail.to === `cofounder-of-${email}`)!
      .text.match(/assessment-invite\/(\S+)/)![1]!;
    return {
      founder,
      answer: () =>
        server.client().post(`/api/assessment-invites/${link}/answers`, { answers: Array<number>(10).fill(3) }),
    };
  }

  it("tells the founder, in the inbox and by mail, with the co-founder's address as their name", async () => {
    const { answer } = await answeredInvite('fay@example.com');
    expect((await answer()).status).toBe(201);
    expect(await inboxOf('fay@example.com')).toMatchObject([
      {
        kind: 'assessment_answered',
        actorName: 'cofounder-of-fay@example.com',
        data: { subject: 'Co-founder Fit Assessment', href: '/tool/cofounder-fit' },
      },
    ]);
    expect(mailsTo('fay@example.com').at(-1)?.subject).toBe(
      'cofounder-of-fay@example.com answered your co-founder fit invitation',
    );
  });

  it('mails nothing when E-mail notifications is off', async () => {
    const { founder, answer } = await answeredInvite('quiet-fay@example.com');
    await turnEmailOff(founder);
    const before = mailsTo('quiet-fay@example.com').length;
    await answer();
    expect((await inboxOf('quiet-fay@example.com')).map((n) => n.kind)).toEqual(['assessment_answered']);
    expect(mailsTo('quiet-fay@example.com')).toHaveLength(before);
  });
});
