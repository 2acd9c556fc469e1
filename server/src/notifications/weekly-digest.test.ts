import { expect, it, vi } from 'vitest';
import type { TestClient } from '../testing/test-client';
import type { TestServer } from '../testing/test-server';
import { useTwoInstances } from '../testing/use-two-instances';
import { weeklyDigestJobs } from './weekly-digest';

const instances = useTwoInstances();

/** The week's digest, run by both instances at the same moment (as a schedule firing twice would). */
async function runTheWeekOnBoth() {
  const { first, second } = instances();
  const run = (server: TestServer) =>
    weeklyDigestJobs({
      db: server.database.db,
      mailer: server.mailer,
      appUrl: server.env.APP_URL,
      appSecret: server.env.APP_SECRET!,
    }).weeklyDigest.run({}, server.jobs);
  await Promise.all([run(first), run(second)]);
}
/** Digests either instance sent to `email` (each instance's workers take digest-mail jobs). */
const digestsTo = (email: string) =>
  [...instances().first.mails, ...instances().second.mails].filter(
    (mail) => mail.to === email && mail.subject === 'Your week on Founder Toolkit',
  );
const idea = async (client: TestClient, title: string) =>
  ((await (await client.post('/api/ideas', { title })).json()) as { id: string }).id;
const share = (client: TestClient, ideaId: string, email: string) =>
  client.post('/api/shares', { ideaIds: [ideaId], method: 'email', emails: [email], accessType: 'comment' });

it('is scheduled by the server itself, Mondays at 08:00 UTC', async () => {
  const { rows } = await instances().first.database.query(
    `select cron, options->>'tz' as tz from pgboss.schedule where name = 'weekly-digest'`,
    [],
  );
  expect(rows).toEqual([{ cron: '0 8 * * 1', tz: 'UTC' }]);
});

it('sends each user with news one digest of their week, once, though both instances run it; none to the others', async () => {
  const { first, second } = instances();
  const owner = await first.signedInClient('digest-owner@example.com');
  const commenter = await second.signedInClient('digest-commenter@example.com');
  await first.signedInClient('digest-quiet@example.com');
  const off = await first.signedInClient('digest-off@example.com');
  await off.request('/api/preferences', { method: 'PATCH', json: { weeklyDigest: false } });
  const ideaId = await idea(owner, 'Digest idea');
  await share(owner, ideaId, 'digest-commenter@example.com');
  await share(owner, await idea(owner, 'For the one who said no'), 'digest-off@example.com');
  await commenter.post(`/api/ideas/${ideaId}/comments`, { content: 'One' });
  await commenter.post(`/api/ideas/${ideaId}/comments`, { content: 'Two' });

  await runTheWeekOnBoth();
  await vi.waitFor(
    () =>
      expect([digestsTo('digest-owner@example.com').length, digestsTo('digest-commenter@example.com').length]).toEqual([
        1, 1,
      ]),
    {
      timeout: 10_000,
    },
  );
  expect(digestsTo('digest-owner@example.com')[0]!.text).toContain(
    'This week on Founder Toolkit:\n\n2 new comments on your ideas\n\nOpen Idea Garage:',
  );
  expect(digestsTo('digest-commenter@example.com')[0]!.text).toContain(
    'This week on Founder Toolkit:\n\n1 idea shared with you\n\nOpen Idea Garage:',
  );
  const { headers, text } = digestsTo('digest-owner@example.com')[0]!;
  expect(headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(text).toMatch(
    /Turn off the weekly digest: http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+\.[\w-]+&topic=digest/,
  );

  // Again, as after a restart in the same week: nothing more.
  await runTheWeekOnBoth();
  const { rows } = await first.database.query(
    `select count(*)::int as queued from pgboss.job where name = 'digest-mail' and state in ('created', 'retry', 'active')`,
    [],
  );
  expect(rows).toEqual([{ queued: 0 }]);
  expect(
    [digestsTo('digest-owner@example.com'), digestsTo('digest-commenter@example.com')].map((mails) => mails.length),
  ).toEqual([1, 1]);
  expect(digestsTo('digest-quiet@example.com')).toEqual([]);
  expect(digestsTo('digest-off@example.com')).toEqual([]);
});

it("counts the community ideas others added that week, not one's own", async () => {
  const { first } = instances();
  const author = await first.signedInClient('digest-author@example.com');
  await first.signedInClient('digest-browser@example.com');
  const communityIdea = await idea(author, 'For everyone');
  await author.post('/api/shares', { ideaIds: [communityIdea], method: 'community' });
  await runTheWeekOnBoth();
  await vi.waitFor(() => expect(digestsTo('digest-browser@example.com')).toHaveLength(1), { timeout: 10_000 });
  expect(digestsTo('digest-browser@example.com')[0]!.text).toContain(
    'This week on Founder Toolkit:\n\n1 community idea added\n\n',
  );
  expect(digestsTo('digest-author@example.com')).toEqual([]);
});

it('turns only the digest off from its unsubscribe link', async () => {
  const { first } = instances();
  const text = digestsTo('digest-owner@example.com')[0]!.text;
  const token = /unsubscribe\?token=([\w-]+\.[\w-]+)&topic=digest/.exec(text)![1]!;
  const answer = await first.client().request(`/api/notifications/unsubscribe?token=${token}`, { method: 'POST' });
  expect(await answer.json()).toEqual({ topic: 'digest' });
  const owner = first.client();
  await owner.post('/api/auth/sign-in/email', { email: 'digest-owner@example.com', password: 'correct horse' });
  expect(await (await owner.request('/api/preferences')).json()).toMatchObject({
    weeklyDigest: false,
    emailNotifications: true,
  });
});
