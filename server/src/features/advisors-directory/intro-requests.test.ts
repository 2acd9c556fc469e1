import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADVISORS,
  answer,
  askIntro,
  errorOf,
  introNews,
  introsOf,
  publish,
  search,
  sentIntro,
} from '../../testing/advisors-test-kit';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { advisorIntroRequests } from './advisors-directory.tables';

const t = useTestServer();
const mailsTo = (email: string) => t.server.mails.filter((mail) => mail.to === email);

describe('an intro request', () => {
  it('reaches the advisor in the inbox and by mail without the founder’s address; accepted, each sees the other’s', async () => {
    const advisor = await t.server.signedInClient('mentor@example.com', 'Mia Mentor');
    const profile = await publish(advisor);
    const sent = await sentIntro(t.ada, profile.id, 'Hi Mia! Could we talk about our pricing?');
    expect(sent).toMatchObject({
      status: 'pending',
      message: 'Hi Mia! Could we talk about our pricing?',
      answeredAt: null,
      counterpart: { name: 'Mia Mentor', headline: 'Fintech operator, ex-Stripe', email: null },
    });
    expect((await search(t.ada, '?q=mia')).advisors[0]).toMatchObject({ id: profile.id, hasPendingIntro: true });

    const [news] = await introNews(advisor);
    expect(news).toMatchObject({
      kind: 'advisor_intro_requested',
      actorName: 'Ada Lovelace',
      text: 'Ada Lovelace asked you for an intro',
      href: '/tool/advisors-directory',
      excerpt: 'Hi Mia! Could we talk about our pricing?',
    });
    const [mail] = mailsTo('mentor@example.com').filter((m) => m.subject.includes('intro'));
    expect(mail!.subject).toBe('Ada Lovelace asked you for an intro');
    expect(mail!.text).toContain('Ada Lovelace found your profile in the Advisors Directory and would like an intro:');
    expect(mail!.text).toContain('Hi Mia! Could we talk about our pricing?');
    expect(mail!.text).toContain(`${t.server.env.APP_URL}/tool/advisors-directory`);
    expect(mail!.text + mail!.html).not.toContain('ada@example.com');

    const waiting = await introsOf(advisor);
    expect(waiting.sent).toEqual([]);
    expect(waiting.received).toEqual([{ ...sent, counterpart: { name: 'Ada Lovelace', headline: null, email: null } }]);

    const accepted = await expectJson<{ status: string; counterpart: { email: string | null } }>(
      await answer(advisor, sent.id, 'accept'),
      200,
    );
    expect(accepted).toMatchObject({
      status: 'accepted',
      counterpart: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    expect((await introsOf(advisor)).received[0]!.counterpart.email).toBe('ada@example.com');
    const [mine] = (await introsOf(t.ada)).sent;
    expect(mine).toMatchObject({ id: sent.id, status: 'accepted', counterpart: { email: 'mentor@example.com' } });
    expect(mine!.answeredAt).not.toBeNull();

    expect((await introNews(t.ada))[0]).toMatchObject({
      kind: 'advisor_intro_accepted',
      text: 'Mia Mentor accepted your intro request',
    });
    const acceptedMail = mailsTo('ada@example.com').findLast(
      (m) => m.subject === 'Mia Mentor accepted your intro request',
    );
    expect(acceptedMail!.text).toContain(
      'Good news: Mia Mentor accepted your intro request. You can write to them at mentor@example.com.',
    );
    expect((await errorOf(await answer(advisor, sent.id, 'decline'), 409)).message).toBe(
      'You have already answered this intro request',
    );
  });

  it('declined, tells the founder politely and shares no address', async () => {
    const advisor = await t.server.signedInClient('busy@example.com', 'Bea Busy');
    const profile = await publish(advisor);
    const sent = await sentIntro(t.bob, profile.id);
    expect(await expectJson(await answer(advisor, sent.id, 'decline'), 200)).toMatchObject({
      status: 'declined',
      counterpart: { email: null },
    });
    expect((await introsOf(t.bob)).sent[0]).toMatchObject({ status: 'declined', counterpart: { email: null } });
    expect((await introNews(t.bob))[0]).toMatchObject({
      kind: 'advisor_intro_declined',
      text: 'Bea Busy is not able to take your intro request',
    });
    const mail = mailsTo('bob@example.com').findLast(
      (m) => m.subject === 'An update on your intro request to Bea Busy',
    );
    expect(mail!.text).toContain('Bea Busy is not able to take your intro request right now.');
    expect(mail!.text + mail!.html).not.toContain('busy@example.com');
    expect(JSON.stringify(await introsOf(advisor))).not.toContain('bob@example.com');
  });

  it('is not mailed to an advisor who turned e-mail notifications off, but is in their inbox', async () => {
    const advisor = await t.server.signedInClient('quiet@example.com', 'Quinn Quiet');
    const profile = await publish(advisor);
    await advisor.request('/api/preferences', { method: 'PATCH', json: { emailNotifications: false } });
    const before = mailsTo('quiet@example.com').length;
    await sentIntro(t.bob, profile.id);
    expect(mailsTo('quiet@example.com')).toHaveLength(before);
    expect(await introNews(advisor)).toHaveLength(1);
  });

  it.each([
    ['no message', { message: '  ' }, 'Write a short message to the advisor'],
    ['a message of 1,001 characters', { message: 'm'.repeat(1001) }, 'Must be at most 1000 characters'],
  ])('refuses %s with a 422 naming the message', async (_, body, message) => {
    const advisor = await t.server.signedInClient(`silent-${body.message.length}@example.com`);
    const profile = await publish(advisor);
    const error = await errorOf(await t.bob.post(`${ADVISORS}/advisors/${profile.id}/intros`, body), 422);
    expect(JSON.stringify(error)).toContain(`"path":"message","message":"${message}"`);
  });

  it('is refused to oneself, to a withdrawn or unknown advisor, and twice while one waits', async () => {
    const advisor = await t.server.signedInClient('twice@example.com', 'Tom Twice');
    const profile = await publish(advisor);
    expect((await errorOf(await askIntro(advisor, profile.id), 422)).message).toBe(
      'You cannot ask yourself for an intro',
    );
    await sentIntro(t.ada, profile.id);
    expect((await errorOf(await askIntro(t.ada, profile.id), 409)).message).toBe(
      'Your intro request to this advisor is still waiting for an answer',
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])
      expect((await errorOf(await askIntro(t.bob, id), 404)).message).toBe('Advisor not found');
    await advisor.post(`${ADVISORS}/profile/withdraw`, {});
    expect((await errorOf(await askIntro(t.bob, profile.id), 404)).message).toBe('Advisor not found');
  });

  it('is answered only by its advisor: to the founder or anyone else it is not there', async () => {
    const advisor = await t.server.signedInClient('owner-only@example.com', 'Olga Only');
    const sent = await sentIntro(t.bob, (await publish(advisor)).id);
    for (const client of [t.bob, t.ada])
      expect((await errorOf(await answer(client, sent.id, 'accept'), 404)).message).toBe('Intro request not found');
    expect((await errorOf(await answer(advisor, 'nope', 'accept'), 404)).message).toBe('Intro request not found');
    expect(
      await errorOf(await advisor.post(`${ADVISORS}/intros/${sent.id}/answer`, { answer: 'maybe' }), 422),
    ).toMatchObject({
      message: 'Accept or decline',
    });
  });
});

describe('the limits on intro requests', () => {
  it('allow 5 waiting for an answer: the sixth is a 429 until one is answered', async () => {
    const founder = await t.server.signedInClient('eager@example.com', 'Eli Eager');
    const advisors = [];
    for (let i = 0; i < 6; i++) {
      const client = await t.server.signedInClient(`pending-advisor${i}@example.com`, `Advisor ${i}`);
      advisors.push({ client, profile: await publish(client) });
    }
    const sent = [];
    for (const { profile } of advisors.slice(0, 5)) sent.push(await sentIntro(founder, profile.id));
    expect((await errorOf(await askIntro(founder, advisors[5]!.profile.id), 429)).message).toBe(
      'You have 5 intro requests waiting for an answer. You can send another once an advisor answers.',
    );
    await expectJson(await answer(advisors[0]!.client, sent[0]!.id, 'decline'), 200);
    await sentIntro(founder, advisors[5]!.profile.id);
  });

  it('allow 10 a day: the eleventh in 24 hours is a 429', async () => {
    const founder = await t.server.signedInClient('daily@example.com', 'Dana Daily');
    const advisors = [];
    for (let i = 0; i < 11; i++) {
      const client = await t.server.signedInClient(`daily-advisor${i}@example.com`, `Daily Advisor ${i}`);
      advisors.push({ client, profile: await publish(client) });
    }
    for (const [i, { client, profile }] of advisors.slice(0, 10).entries()) {
      const sent = await sentIntro(founder, profile.id);
      if (i < 9) await expectJson(await answer(client, sent.id, 'accept'), 200);
    }
    expect((await errorOf(await askIntro(founder, advisors[10]!.profile.id), 429)).message).toBe(
      'You can send at most 10 intro requests a day. Please try again tomorrow.',
    );
    // A day later, the founder may ask again.
    await t.server.database.db.execute(
      sql`update ${advisorIntroRequests} set created_at = created_at - interval '25 hours'`,
    );
    await sentIntro(founder, advisors[10]!.profile.id);
  });

  it('hold when several requests arrive at once: one waits per advisor', async () => {
    const advisor = await t.server.signedInClient('race@example.com', 'Rae Race');
    const profile = await publish(advisor);
    const founder = await t.server.signedInClient('racer@example.com', 'Ray Racer');
    const statuses = (await Promise.all([1, 2, 3].map(() => askIntro(founder, profile.id)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });
});
