import { accountExportSchema, type AccountExport, type IdeaExport } from '@core/account/export-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/test-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let owner: TestClient;
let exported: AccountExport;

const send = async (client: TestClient, path: string, json: unknown, method = 'POST') => (await client.request(path, { method, json })).json();
const paragraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const exportOf = async (client: TestClient) => accountExportSchema.parse(await (await client.request('/api/account/export')).json());
const importInto = (client: TestClient, file: unknown) => client.request('/api/account/import', { method: 'POST', json: file });

/** An idea as a person sees it, without what an import makes anew (ids, moments of pages) or does not restore. */
const sameIdea = ({ id: _id, pages, comments, shares: _shares, ...idea }: IdeaExport) => {
  const titleOf = new Map(pages.map((page) => [page.id, page.title]));
  return {
    ...idea,
    // Sibling pages of the same order come in id order, which an import makes anew: compared by title.
    pages: pages
      .map(({ parentPageId, title, pageOrder, content }) => ({ parent: parentPageId && titleOf.get(parentPageId), title, pageOrder, content }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    comments: comments.filter((comment) => comment.mine).map(({ content, createdAt }) => ({ content, createdAt })),
  };
};

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.signedInClient('importer@example.com', 'Ida Importer');
  const other = await server.signedInClient('critic@example.com', 'Carl Critic');
  const ideaId = ((await send(owner, '/api/ideas', { title: 'Solar kiosks', tags: ['energy', 'retail'], description: 'Kiosks that charge phones', ideaScore: 8 })) as { id: string }).id;
  await send(owner, '/api/ideas', { title: 'Second idea', priority: 'low', costToValidate: 1250.5 });
  await send(owner, `/api/ideas/${ideaId}/pin`, { isPinned: true }, 'PUT');
  await send(owner, `/api/ideas/${ideaId}/pages/main/content`, { content: paragraph('The main pitch'), version: 0 }, 'PUT');
  const research = (await send(owner, `/api/ideas/${ideaId}/pages`, { title: 'Research' })) as { id: string };
  const interviews = (await send(owner, `/api/ideas/${ideaId}/pages`, { title: 'Interviews', parentPageId: research.id })) as { id: string };
  await send(owner, `/api/ideas/${ideaId}/pages/${interviews.id}/content`, { content: paragraph('Five vendors said yes'), version: 0 }, 'PUT');
  const stage = (await send(owner, `/api/ideas/${ideaId}/properties`, { label: 'Stage', type: 'select', options: ['Idea', 'MVP'] })) as { id: string };
  await send(owner, `/api/ideas/${ideaId}/properties/${stage.id}`, { value: 'MVP' }, 'PATCH');
  const swot = (await send(owner, `/api/ideas/${ideaId}/widgets`, { type: 'swot-analysis' })) as { id: string };
  await send(owner, `/api/ideas/${ideaId}/widgets/${swot.id}`, { data: { strengths: 'Cheap panels' } }, 'PATCH');
  await send(owner, '/api/shares', { ideaIds: [ideaId], method: 'email', emails: ['critic@example.com'], accessType: 'comment' });
  await send(other, `/api/ideas/${ideaId}/comments`, { content: 'Who pays for the panels?' });
  await send(owner, `/api/ideas/${ideaId}/comments`, { content: 'The kiosk owner' });
  await send(owner, '/api/preferences', { theme: 'dark', weeklyDigest: false }, 'PATCH');
  const founder = { id: 'a', name: 'Ida', role: 'CEO', contribution: 60, commitment: 100, experience: 70, vesting: { totalMonths: 48, cliffMonths: 12 } };
  await send(owner, '/api/tools/equity-split/documents', { name: 'Seed split', data: { founders: [founder, { ...founder, id: 'b', name: 'Ola' }] } });
  await send(owner, '/api/assessments', { answers: [5, 4, 3, 2, 1, 5, 4, 3, 2, 1] });
  exported = await exportOf(owner);
});
afterAll(() => server.dispose());

describe('Import data', () => {
  it('gives a fresh account the same ideas, documents, assessments and preferences back, and says what it did', async () => {
    const fresh = await server.signedInClient('fresh-start@example.com');
    const answer = await importInto(fresh, exported);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      ideas: { added: 2, alreadyThere: 0 },
      toolDocuments: { added: 1, alreadyThere: 0 },
      assessments: { added: 1, alreadyThere: 0 },
      filings: { added: 0, alreadyThere: 0 },
      payments: { added: 0, alreadyThere: 0 },
      transactions: { added: 0, alreadyThere: 0 },
      rules: { added: 0, alreadyThere: 0 },
      budgets: { added: 0, alreadyThere: 0 },
      trackedDomains: { added: 0, alreadyThere: 0 },
      preferences: true,
      notRestored: { shares: 1, invitations: 0, othersComments: 1 },
    });

    const restored = await exportOf(fresh);
    expect(restored.ideas.map(sameIdea)).toEqual(exported.ideas.map(sameIdea));
    const kiosks = restored.ideas.find((idea) => idea.title === 'Solar kiosks')!;
    expect(kiosks).toMatchObject({ isPinned: true, tags: ['energy', 'retail'], ideaScore: 8, properties: [{ label: 'Stage', value: 'MVP' }] });
    const pageNamed = (title: string) => kiosks.pages.find((page) => page.title === title)!;
    expect(pageNamed('Interviews').parentPageId).toBe(pageNamed('Research').id);
    expect(kiosks.comments).toMatchObject([{ author: 'Test Founder', mine: true, content: 'The kiosk owner' }]);
    expect(restored.preferences).toMatchObject({ theme: 'dark', weeklyDigest: false, emailNotifications: true });
    expect(restored.toolDocuments).toEqual(exported.toolDocuments);
    expect(restored.assessments).toEqual([{ ...exported.assessments[0], invites: [] }]);
    expect(restored.assessments[0]).toMatchObject({ totalScore: 60, compatibility: 'Fair' });

    const board = (await (await fresh.request('/api/ideas')).json()) as { ideas: { title: string }[] };
    expect(board.ideas.map((idea) => idea.title)).toEqual(['Second idea', 'Solar kiosks']);
  });

  it('is idempotent: the same file again adds nothing, and a user importing their own export adds nothing', async () => {
    const twice = await server.signedInClient('twice@example.com');
    expect((await importInto(twice, exported)).status).toBe(200);
    const again = await importInto(twice, exported);
    expect(await again.json()).toMatchObject({ ideas: { added: 0, alreadyThere: 2 }, toolDocuments: { added: 0, alreadyThere: 1 }, assessments: { added: 0, alreadyThere: 1 } });
    expect((await exportOf(twice)).ideas).toHaveLength(2);

    const own = await importInto(owner, exported);
    expect(await own.json()).toMatchObject({ ideas: { added: 0, alreadyThere: 2 }, toolDocuments: { added: 0, alreadyThere: 1 }, assessments: { added: 0, alreadyThere: 1 } });
    expect((await exportOf(owner)).ideas).toHaveLength(2);
  });

  it('cleans rich content like a page save: attributes the editor does not make are dropped', async () => {
    const client = await server.signedInClient('sanitized@example.com');
    const image = { type: 'image', attrs: { src: 'https://example.com/a.png', alt: 'Panel', onerror: 'alert(1)', style: 'x' } };
    const file = { ...exported, ideas: [{ ...exported.ideas[0]!, mainContent: { type: 'doc', content: [image] } }] };
    expect((await importInto(client, file)).status).toBe(200);
    const [idea] = (await exportOf(client)).ideas;
    expect(idea!.mainContent).toEqual({ type: 'doc', content: [{ type: 'image', attrs: { src: 'https://example.com/a.png', alt: 'Panel' } }] });
  });

  describe('a bad file changes nothing and says why (422, by place in the file)', () => {
    const idea = () => structuredClone(exported.ideas[0]!);
    const withIdea = (changes: Partial<IdeaExport>) => ({ ...exported, ideas: [{ ...idea(), ...changes }] });
    const script = { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] };
    const badLink = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] };
    /** Each case: what the file is, how it is made (once the export exists), and the issue the answer names. */
    const cases: [string, () => unknown, { path: string; message: string }][] = [
      ['another kind of file', () => ({ name: 'package', version: '1.0.0' }), { path: 'format', message: 'This is not a Founder Toolkit export file' }],
      ['a later version', () => ({ ...exported, version: 4 }), { path: 'version', message: 'This export is from a version of Founder Toolkit that cannot be read here' }],
      ['an idea without a title', () => withIdea({ title: '  ' }), { path: 'ideas.0.title', message: 'Title is required' }],
      ['a script in a page', () => withIdea({ pages: [{ ...idea().pages[0]!, content: script }] }), { path: 'ideas.0.pages.0.content.content.0.type', message: 'Unknown content type' }],
      ['a javascript: link', () => withIdea({ mainContent: badLink }), { path: 'ideas.0.mainContent.content.0.content.0.marks.0.attrs.href', message: 'Links must be http, https or mailto addresses' }],
      ['a value its property cannot take', () => withIdea({ properties: [{ ...idea().properties[0]!, value: 'Launched' }] }), { path: 'ideas.0.properties.0.value', message: 'Choose one of the options' }],
      ['a widget of no known type', () => withIdea({ widgets: [{ type: 'iframe', data: {}, position: 0 }] }), { path: 'ideas.0.widgets.0.type', message: 'Unknown widget type' }],
      [
        'pages whose parents make a loop',
        () => withIdea({ pages: [{ ...idea().pages[0]!, id: 'a', parentPageId: 'b' }, { ...idea().pages[1]!, id: 'b', parentPageId: 'a' }] }),
        { path: 'ideas.0.pages.0.parentPageId', message: 'Its parent pages make a loop' },
      ],
      ['the same idea twice', () => ({ ...exported, ideas: [idea(), idea()] }), { path: 'ideas.1.id', message: 'Two ideas have this id' }],
      [
        'an assessment with a rating of 9',
        () => ({ ...exported, assessments: [{ ...exported.assessments[0], answers: [9, 4, 3, 2, 1, 5, 4, 3, 2, 1] }] }),
        { path: 'assessments.0.answers.0', message: 'Each answer must be a whole number from 1 to 5.' },
      ],
      ['a document of a tool that keeps none', () => ({ ...exported, toolDocuments: [{ ...exported.toolDocuments[0], toolId: 'idea-garage' }] }), { path: 'toolDocuments.0.toolId', message: 'This tool keeps no saved documents' }],
      ['text Postgres cannot store', () => withIdea({ description: 'nul \u0000 byte' }), { path: 'ideas.0.description', message: 'Text cannot contain the NUL character or unpaired surrogates' }],
    ];
    it.each(cases)('%s', async (_name, makeFile, issue) => {
      const client = await server.signedInClient(`bad-${Math.random().toString(36).slice(2)}@example.com`);
      const before = await exportOf(client);
      const answer = await importInto(client, makeFile());
      expect(answer.status).toBe(422);
      const body = (await answer.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      // Each issue also says which message it is (messageId, values: ADR 0032).
      expect(body.error.issues).toContainEqual(expect.objectContaining(issue));
      expect({ ...(await exportOf(client)), exportedAt: before.exportedAt }).toEqual(before);
    });

    it('a file that fails late (a tool over its cap) leaves no idea half-imported', async () => {
      const client = await server.signedInClient('over-cap@example.com');
      const scenario = exported.toolDocuments[0]!;
      const file = { ...exported, toolDocuments: Array.from({ length: 101 }, (_, index) => ({ ...scenario, name: `Split ${index + 1}` })) };
      const answer = await importInto(client, file);
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe('You can save up to 100 scenarios. Delete one to save another.');
      const after = await exportOf(client);
      expect([after.ideas, after.toolDocuments, after.assessments, after.preferences.theme]).toEqual([[], [], [], 'light']);
    });

    it('a file that is not JSON', async () => {
      const client = await server.signedInClient('not-json@example.com');
      const answer = await client.request('/api/account/import', { method: 'POST', body: '{"format": "founder-toolkit-export", ', headers: { 'content-type': 'application/json' } });
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Malformed JSON in request body', issues: [] } });
      expect((await exportOf(client)).ideas).toEqual([]);
    });
  });

  it('reads a whole account larger than the usual request limit', async () => {
    const client = await server.signedInClient('large@example.com');
    const longPage = (index: number) => ({ id: `p${index}`, parentPageId: null, title: `Notes ${index}`, pageOrder: index, content: paragraph(`${index} `.padEnd(90_000, 'x')) });
    const big = { ...exported, ideas: [{ ...exported.ideas[0]!, pages: Array.from({ length: 60 }, (_, index) => longPage(index)) }] };
    expect(JSON.stringify(big).length).toBeGreaterThan(5 * 1024 * 1024);
    const answer = await importInto(client, big);
    expect(answer.status).toBe(200);
    expect((await exportOf(client)).ideas[0]!.pages).toHaveLength(60);
  });

  it('asks who is importing', async () => {
    expect((await importInto(server.client(), exported)).status).toBe(401);
  });
});
