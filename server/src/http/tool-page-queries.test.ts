import { afterAll, beforeAll, expect, it } from 'vitest';
import { appWith } from '../testing/app-test-helpers';
import { DOCUMENTS, scenario } from '../testing/tool-document-test-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';
import { makeWebDir } from '../testing/web-dir';

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  server = await createTestServer();
  webDir = makeWebDir();
});
afterAll(() => server.dispose());

const withWeb = () => appWith(server, { webDir });
const cookieOf = (client: { cookies: Map<string, string> }) =>
  [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
const firstDataOf = async (path: string, cookie: string) =>
  JSON.parse(
    /<script id="first-data" type="application\/json">(.*?)<\/script>/.exec(
      await (await withWeb().request(path, { headers: { cookie } })).text(),
    )![1]!,
  ) as { queries?: { key: unknown[]; data: unknown }[] };

it("comes with the answers a tool's page is drawn with, exactly as the API gives them, the user's own (ADR 0101)", async () => {
  const grace = await server.signedInClient('first-queries@example.com', 'Grace');
  const answer = async (path: string) => (await grace.request(path)).json();
  const deadlines = ((await answer('/api/competition-hackathon-directory/deadlines')) as { deadlines: unknown })
    .deadlines;
  // A directory: its first page of results as its plain address asks for it; with its own data, the user's.
  expect((await firstDataOf('/tool/competition-hackathon-directory', cookieOf(grace))).queries).toEqual([
    {
      key: ['directories', 'competition-hackathon-directory', { q: '', facets: [], page: 1 }],
      data: await answer('/api/directories/competition-hackathon-directory/entries'),
    },
    { key: ['competition-hackathon-directory', 'deadlines'], data: deadlines },
  ]);
  const profile = { headline: 'Operator', expertise: ['Sales'], industries: ['SaaS'], howTheyHelp: 'Sales calls.' };
  const published = await grace.request('/api/advisors-directory/profile', {
    method: 'PUT',
    json: { ...profile, hoursPerMonth: 2, openTo: ['calls'], contactPreference: 'email', link: '' },
  });
  expect(published.status).toBe(200);
  const advisors = await firstDataOf('/tool/advisors-directory', cookieOf(grace));
  expect(advisors.queries).toEqual([
    {
      key: ['advisors-directory', 'profile'],
      data: ((await answer('/api/advisors-directory/profile')) as { profile: unknown }).profile,
    },
    {
      key: ['advisors-directory', 'search', { q: '', expertise: '', industry: '', page: 1 }],
      data: await answer('/api/advisors-directory/advisors'),
    },
    { key: ['advisors-directory', 'intros'], data: await answer('/api/advisors-directory/intros') },
  ]);
  expect(advisors.queries![0]!.data).toMatchObject({ headline: 'Operator' });
  // Another user's page shows their own profile (none), and Grace in the search.
  const heidi = await server.signedInClient('first-queries-heidi@example.com', 'Heidi');
  const heidis = await firstDataOf('/tool/advisors-directory', cookieOf(heidi));
  expect(heidis.queries![0]).toEqual({ key: ['advisors-directory', 'profile'], data: null });
  expect(heidis.queries![1]!.data).toMatchObject({ advisors: [{ headline: 'Operator', isMine: false }] });
  // A tool with nothing of its own to draw (its documents come as before), and a query on the address: none.
  expect(await firstDataOf('/tool/equity-split', cookieOf(grace))).not.toHaveProperty('queries');
  expect(await firstDataOf('/tool/advisors-directory?x=1', cookieOf(grace))).not.toHaveProperty('queries');
});

it('comes, on the dashboard, with the documents saved last, exactly as the API gives them', async () => {
  const ivy = await server.signedInClient('first-recent@example.com', 'Ivy');
  // None saved yet: the dashboard is drawn with the empty list ('What you save in a tool shows here…').
  expect((await firstDataOf('/dashboard', cookieOf(ivy))).queries).toEqual([
    { key: ['tool-documents', 'recent'], data: [] },
  ]);
  expect((await ivy.post(DOCUMENTS, scenario({ name: 'Seed round split' }))).status).toBe(201);
  const recent = await (await ivy.request('/api/recent-documents')).json();
  expect(recent).toMatchObject([{ toolId: 'equity-split', name: 'Seed round split' }]);
  expect((await firstDataOf('/dashboard', cookieOf(ivy))).queries).toEqual([
    { key: ['tool-documents', 'recent'], data: recent },
  ]);
  // Another address (a query on it) is drawn without them: the app asks.
  expect(await firstDataOf('/dashboard?x=1', cookieOf(ivy))).not.toHaveProperty('queries');
});

it("comes, on the profile's page, with the profile exactly as the API gives it", async () => {
  const june = await server.signedInClient('first-profile@example.com', 'June');
  const profile = await (await june.request('/api/profile')).json();
  expect(profile).toMatchObject({ fullName: 'June', email: 'first-profile@example.com' });
  expect((await firstDataOf('/profile', cookieOf(june))).queries).toEqual([{ key: ['profile'], data: profile }]);
  expect(await firstDataOf('/preferences', cookieOf(june))).not.toHaveProperty('queries');
});
