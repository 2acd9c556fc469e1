import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { ADVISORS, errorOf, introsOf, profileInput, publish, search, sentIntro } from '../../testing/advisors-test-kit';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { advisorIntroRequests, advisorProfiles } from './advisors-directory.tables';

const t = useTestServer();
let refusals = 0;

describe('your advisor profile', () => {
  it('is none before it is published, then published as written, edited, withdrawn and published again', async () => {
    const client = await t.server.signedInClient('grace@example.com', 'Grace Hopper');
    expect(await expectJson(await client.request(`${ADVISORS}/profile`), 200)).toEqual({ profile: null });

    const published = await publish(client, { expertise: [' Payments ', 'payments', '', 'Pricing'], link: '' });
    expect(published).toMatchObject({
      headline: 'Fintech operator, ex-Stripe',
      expertise: ['Payments', 'Pricing'],
      industries: ['Fintech'],
      hoursPerMonth: 4,
      openTo: ['calls', 'mentoring'],
      contactPreference: 'email',
      link: null,
      isPublished: true,
    });
    expect(await expectJson(await client.request(`${ADVISORS}/profile`), 200)).toEqual({ profile: published });

    const edited = await publish(client, { headline: 'Payments advisor', openTo: ['angel', 'calls'] });
    expect(edited).toMatchObject({ id: published.id, headline: 'Payments advisor', openTo: ['calls', 'angel'] });

    const withdrawn = await expectJson<{ isPublished: boolean }>(
      await client.post(`${ADVISORS}/profile/withdraw`, {}),
      200,
    );
    expect(withdrawn).toMatchObject({ id: published.id, headline: 'Payments advisor', isPublished: false });
    expect((await search(t.bob, '?q=payments')).advisors.map((advisor) => advisor.id)).not.toContain(published.id);
    expect((await errorOf(await client.post(`${ADVISORS}/profile/withdraw`, {}), 404)).message).toBe(
      'You have no published advisor profile',
    );

    expect(await publish(client, { headline: 'Payments advisor' })).toMatchObject({
      id: published.id,
      isPublished: true,
    });
    expect((await search(t.bob, '?q=payments')).advisors.map((advisor) => advisor.id)).toContain(published.id);
  });

  it.each([
    ['no headline', { headline: '  ' }, 'headline', 'Write a headline'],
    ['a headline of 121 characters', { headline: 'h'.repeat(121) }, 'headline', 'Must be at most 120 characters'],
    ['no expertise', { expertise: [' '] }, 'expertise', 'Add at least one area of expertise'],
    ['11 areas of expertise', { expertise: [...'abcdefghijk'] }, 'expertise', 'At most 10 tags'],
    ['a tag of 41 characters', { industries: ['t'.repeat(41)] }, 'industries.0', 'Must be at most 40 characters'],
    ['no word on how they help', { howTheyHelp: '' }, 'howTheyHelp', 'Say how you can help founders'],
    [
      'how they help in 1,001 characters',
      { howTheyHelp: 'w'.repeat(1001) },
      'howTheyHelp',
      'Must be at most 1000 characters',
    ],
    ['0 hours a month', { hoursPerMonth: 0 }, 'hoursPerMonth', 'Enter between 1 and 200 hours'],
    ['201 hours a month', { hoursPerMonth: 201 }, 'hoursPerMonth', 'Enter between 1 and 200 hours'],
    ['nothing they are open to', { openTo: [] }, 'openTo', 'Choose what you are open to'],
    [
      'no contact preference',
      { contactPreference: 'pigeon' },
      'contactPreference',
      'Choose how founders should reach you',
    ],
    [
      'a javascript: link',
      { link: 'javascript:alert(1)' },
      'link',
      'Enter a web address starting with http:// or https://',
    ],
    ['an ftp link', { link: 'ftp://example.com/cv' }, 'link', 'Enter a web address starting with http:// or https://'],
    [
      'a link of 301 characters',
      { link: `https://x.com/${'a'.repeat(287)}` },
      'link',
      'Must be at most 300 characters',
    ],
  ])('refuses %s with a 422 naming the field, and keeps nothing', async (_, changes, path, message) => {
    refusals += 1;
    const client = await t.server.signedInClient(`refused${refusals}@example.com`);
    const error = await errorOf(
      await client.request(`${ADVISORS}/profile`, { method: 'PUT', json: profileInput(changes as never) }),
      422,
    );
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(error.issues).toContainEqual(expect.objectContaining({ path, message }));
    expect(await expectJson(await client.request(`${ADVISORS}/profile`), 200)).toEqual({ profile: null });
  });

  it('goes with its account, and so do the intro requests it sent and received', async () => {
    const client = await t.server.signedInClient('leaving@example.com', 'Lea Ving');
    const { id } = await publish(client);
    const asked = await sentIntro(t.bob, id);
    const sent = await sentIntro(client, (await publish(t.ada)).id);
    const { db } = t.server.database;
    const introsLeft = () =>
      db
        .select()
        .from(advisorIntroRequests)
        .where(inArray(advisorIntroRequests.id, [asked.id, sent.id]));
    expect(await introsLeft()).toHaveLength(2);
    await db.delete(user).where(eq(user.email, 'leaving@example.com'));
    expect(await db.select().from(advisorProfiles).where(eq(advisorProfiles.id, id))).toEqual([]);
    expect(await introsLeft()).toEqual([]);
    expect((await introsOf(t.bob)).sent.map((intro) => intro.id)).not.toContain(asked.id);
  });
});

describe('searching advisors', () => {
  it('finds published advisors by words beginning those of their name, headline, expertise or how they help, and filters by tags', async () => {
    const ana = await t.server.signedInClient('ana@example.com', 'Ana Sales');
    const ben = await t.server.signedInClient('ben@example.com', 'Ben Hiring');
    const anaProfile = await publish(ana, {
      headline: 'B2B sales coach',
      expertise: ['Enterprise sales'],
      industries: ['SaaS'],
      howTheyHelp: 'Your first ten customers',
    });
    const benProfile = await publish(ben, {
      headline: 'Talent partner',
      expertise: ['Hiring'],
      industries: ['Healthtech', 'SaaS'],
      howTheyHelp: 'Building your first engineering team',
    });
    const ids = async (query: string) => (await search(t.bob, query)).advisors.map((advisor) => advisor.id);
    expect(await ids('?q=enterpr')).toEqual([anaProfile.id]);
    expect(await ids('?q=ana')).toEqual([anaProfile.id]);
    expect(await ids('?q=first+team')).toEqual([benProfile.id]);
    expect(await ids('?q=talent+sales')).toEqual([]);
    expect(await ids('?industry=saas')).toEqual([benProfile.id, anaProfile.id]);
    expect(await ids('?industry=SaaS&expertise=hiring')).toEqual([benProfile.id]);
    expect(await ids('?expertise=hir')).toEqual([]);

    const card = (await search(t.bob, '?q=enterprise')).advisors[0]!;
    expect(card).toMatchObject({ name: 'Ana Sales', isMine: false, hasPendingIntro: false, link: profileInput().link });
    expect(JSON.stringify(await search(t.bob))).not.toContain('@example.com');
    expect((await search(ana, '?q=enterprise')).advisors[0]).toMatchObject({ id: anaProfile.id, isMine: true });
  });

  it('gives 20 advisors a page, with how many match in all', async () => {
    for (let i = 0; i < 21; i++) {
      const client = await t.server.signedInClient(`paged${i}@example.com`, `Paged Advisor ${i}`);
      await publish(client, { expertise: ['Zymurgy'] });
    }
    const first = await search(t.bob, '?expertise=zymurgy');
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.advisors).toHaveLength(20);
    const second = await search(t.bob, '?expertise=zymurgy&page=2');
    expect(second).toMatchObject({ total: 21, page: 2 });
    expect(second.advisors).toHaveLength(1);
    expect(first.advisors.map((advisor) => advisor.id)).not.toContain(second.advisors[0]!.id);
    expect((await search(t.bob, '?expertise=zymurgy&page=3')).advisors).toEqual([]);
    expect((await search(t.bob, '?expertise=zymurgy&page=3')).total).toBe(21);
  });

  it.each([
    ['a query of 201 characters', `?q=${'q'.repeat(201)}`, 'q'],
    ['a page that is no number', '?page=two', 'page'],
    ['an unknown parameter', '?sort=name', ''],
  ])('refuses %s with a 422', async (_, query, path) => {
    const error = await errorOf(await t.bob.request(`${ADVISORS}/advisors${query}`), 422);
    expect(JSON.stringify(error)).toContain(`"path":"${path}`);
  });
});
