import type { AssessmentInviteView, SavedAssessment } from '@core/tools/cofounder-fit/assessment-contracts';
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentInvites } from './cofounder-fit.tables';
import { linkIn } from '../../testing/test-server';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { all, assessmentHelpers, errorOf, statusesOf } from '../../testing/assessment-test-helpers';

const t = useTestServer();
const { save, invite, invitedToken, userIdOf } = assessmentHelpers(t);

describe('inviting a co-founder', () => {
  it('mails a link to answer, stores only the token’s hash, and shows the invitation as waiting', async () => {
    const saved = await save(all(4));
    const sent = await expectJson<AssessmentInviteView>(await invite(saved.id, ' Grace@Example.com '), 201);
    expect(sent).toMatchObject({ email: 'grace@example.com', status: 'waiting', comparison: null });
    const days = (Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const mail = t.server.mails.findLast((candidate) => candidate.to === 'grace@example.com')!;
    expect(mail.subject).toBe('Ada Lovelace invited you to compare your co-founder fit');
    expect(mail.text).toContain('Ada Lovelace invited you to take the Co-founder Fit Assessment on Founder Toolkit.');
    expect(mail.text).not.toContain('ada@example.com');
    const link = linkIn(mail);
    expect(link).toMatch(new RegExp(`^${t.server.env.APP_URL}/assessment-invite/[A-Za-z0-9_-]{43}$`));
    const token = link.split('/').at(-1)!;

    const [row] = await t.server.database.db.select().from(assessmentInvites).where(eq(assessmentInvites.id, sent.id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(
      (await expectJson<SavedAssessment>(await t.ada.request(`/api/assessments/${saved.id}`), 200)).invites,
    ).toEqual([sent]);
  });

  it.each([
    ['a malformed address', { email: 'not-an-email' }, 'Enter a valid e-mail address'],
    ['an empty address', { email: '  ' }, 'Enter a valid e-mail address'],
    ['no address', {}, 'Enter a valid e-mail address'],
    ['oneself', { email: 'ADA@example.com' }, 'Invite your co-founder, not yourself'],
    // Postgres text cannot hold U+0000: it must be refused as input, never reach the database as a 500.
    ['an address with a NUL character', { email: 'grace\u0000@example.com' }, 'Enter a valid e-mail address'],
    ['a NUL character alone', { email: '\u0000' }, 'Enter a valid e-mail address'],
  ])('refuses %s with a 422 and invites nobody', async (_, body, message) => {
    const saved = await save(all(4));
    const mails = t.server.mails.length;
    expect(await errorOf(await t.ada.post(`/api/assessments/${saved.id}/invites`, body), 422)).toBe(message);
    expect(
      await t.server.database.db.select().from(assessmentInvites).where(eq(assessmentInvites.assessmentId, saved.id)),
    ).toEqual([]);
    expect(t.server.mails).toHaveLength(mails);
  });

  it('invites at most 5 co-founders to one result', async () => {
    const saved = await save(all(4));
    for (let i = 1; i <= 5; i++) await expectJson(await invite(saved.id, `cofounder${i}@example.com`), 201);
    expect(await errorOf(await invite(saved.id, 'cofounder6@example.com'), 422)).toBe(
      'You can invite at most 5 co-founders to compare with one result',
    );
    expect(
      await t.server.database.db.select().from(assessmentInvites).where(eq(assessmentInvites.assessmentId, saved.id)),
    ).toHaveLength(5);
    expect(t.server.mails.some((mail) => mail.to === 'cofounder6@example.com')).toBe(false);
  });

  it('does not count expired invitations nobody answered toward the 5', async () => {
    const saved = await save(all(4));
    for (let i = 1; i <= 5; i++) await expectJson(await invite(saved.id, `late${i}@example.com`), 201);
    await t.server.database.db
      .update(assessmentInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(assessmentInvites.email, 'late1@example.com'));
    await expectJson(await invite(saved.id, 'again@example.com'), 201);
  });

  it('refuses a second live invitation of the same address to one result with a 409, and mails nobody', async () => {
    const hana = await t.server.signedInClient('hana@example.com', 'Hana Twice');
    const saved = await save(all(4), hana);
    await expectJson(await invite(saved.id, 'twice@example.com', hana), 201);
    const mails = t.server.mails.length;
    expect(await errorOf(await invite(saved.id, ' TWICE@Example.com ', hana), 409)).toBe(
      'You have already invited twice@example.com to compare with this result',
    );
    expect(
      await t.server.database.db.select().from(assessmentInvites).where(eq(assessmentInvites.assessmentId, saved.id)),
    ).toHaveLength(1);
    expect(t.server.mails).toHaveLength(mails);
    // Another result may invite the same address.
    await expectJson(await invite((await save(all(3), hana)).id, 'twice@example.com', hana), 201);
  });

  it('lets an address be invited again once its invitation expired unanswered, but not once it was answered', async () => {
    const ivo = await t.server.signedInClient('ivo@example.com', 'Ivo Again');
    const saved = await save(all(4), ivo);
    const expire = (email: string) =>
      t.server.database.db
        .update(assessmentInvites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(assessmentInvites.email, email));
    await expectJson(await invite(saved.id, 'lapsed@example.com', ivo), 201);
    await expire('lapsed@example.com');
    await expectJson(await invite(saved.id, 'lapsed@example.com', ivo), 201);

    const token = await invitedToken(saved.id, 'answered@example.com', ivo);
    await expectJson(await t.visitor.post(`/api/assessment-invites/${token}/answers`, { answers: all(3) }), 201);
    await expire('answered@example.com');
    expect(await errorOf(await invite(saved.id, 'answered@example.com', ivo), 409)).toBe(
      'You have already invited answered@example.com to compare with this result',
    );
  });

  it('lets no two invitations at once, on different results, pass the 20 a day together', async () => {
    const gil = await t.server.signedInClient('gil@example.com', 'Gil Race');
    const gilId = await userIdOf('gil@example.com');
    const results = await Promise.all(
      Array.from({ length: 6 }, async () =>
        expectJson<SavedAssessment>(await gil.post('/api/assessments', { answers: all(3) }), 201),
      ),
    );
    // 19 sent today (as rows: no mail needed), 3 on each of the last 5 results and 4 on the first.
    await t.server.database.db.insert(assessmentInvites).values(
      Array.from({ length: 19 }, (_, i) => ({
        assessmentId: results[i % 5]!.id,
        invitedBy: gilId,
        email: `earlier${i}@example.com`,
        tokenHash: createHash('sha256').update(`gil-${i}`).digest('hex'),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    const fresh = results
      .slice(0, 5)
      .map((result, i) => gil.post(`/api/assessments/${result.id}/invites`, { email: `race${i}@example.com` }));
    expect(await statusesOf(fresh)).toEqual([201, 429, 429, 429, 429]);
    expect(
      await t.server.database.db
        .select({ n: count() })
        .from(assessmentInvites)
        .where(eq(assessmentInvites.invitedBy, gilId)),
    ).toEqual([{ n: 20 }]);
  });

  it('sends at most 20 invitation mails a day per user, over all their results', async () => {
    const dana = await t.server.signedInClient('dana@example.com', 'Dana Scully');
    const invitations = t.server.database.db.select().from(assessmentInvites);
    for (let result = 0; result < 4; result++) {
      const saved = await expectJson<{ id: string }>(await dana.post('/api/assessments', { answers: all(3) }), 201);
      for (let i = 0; i < 5; i++)
        await expectJson(
          await dana.post(`/api/assessments/${saved.id}/invites`, { email: `p${result}-${i}@example.com` }),
          201,
        );
    }
    const extra = await expectJson<{ id: string }>(await dana.post('/api/assessments', { answers: all(3) }), 201);
    const before = (await invitations).length;
    expect(
      await errorOf(await dana.post(`/api/assessments/${extra.id}/invites`, { email: 'one-more@example.com' }), 429),
    ).toBe('You can send at most 20 invitations a day. Please try again tomorrow.');
    expect((await invitations).length).toBe(before);
    expect(t.server.mails.some((mail) => mail.to === 'one-more@example.com')).toBe(false);
  });

  it('keeps no invitation when its mail cannot be sent, and says so with a 503', async () => {
    const saved = await save(all(4));
    t.server.failMailsTo('unreachable@example.com');
    expect(await errorOf(await invite(saved.id, 'unreachable@example.com'), 503)).toBe(
      'The invitation could not be sent. Please try again.',
    );
    expect(
      await t.server.database.db.select().from(assessmentInvites).where(eq(assessmentInvites.assessmentId, saved.id)),
    ).toEqual([]);
  });
});
