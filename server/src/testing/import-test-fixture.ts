import { accountExportSchema, type AccountExport } from '@core/account/export-contracts';
import { afterAll, beforeAll } from 'vitest';
import type { TestClient } from './test-client';
import { createTestServer, type TestServer } from './test-server';

export const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
export const exportOf = async (client: TestClient) =>
  accountExportSchema.parse(await (await client.request('/api/account/export')).json());
export const importInto = (client: TestClient, file: unknown) =>
  client.request('/api/account/import', { method: 'POST', json: file });

type ImportFixture = { server: TestServer; owner: TestClient; exported: AccountExport };

/**
 * One test server for the file with Ida Importer's account (two ideas with pages, a property, a widget, a share and
 * comments; preferences, an equity split and an assessment) and its export. Read its fields inside tests.
 */
export function useImportFixture(): ImportFixture {
  const started = {} as ImportFixture;
  const send = async (client: TestClient, path: string, json: unknown, method = 'POST') =>
    (await client.request(path, { method, json })).json();
  beforeAll(async () => {
    const server = (started.server = await createTestServer());
    const owner = (started.owner = await server.signedInClient('importer@example.com', 'Ida Importer'));
    const other = await server.signedInClient('critic@example.com', 'Carl Critic');
    const ideaId = (
      (await send(owner, '/api/ideas', {
        title: 'Solar kiosks',
        tags: ['energy', 'retail'],
        description: 'Kiosks that charge phones',
        ideaScore: 8,
      })) as { id: string }
    ).id;
    await send(owner, '/api/ideas', { title: 'Second idea', priority: 'low', costToValidate: 1250.5 });
    await send(owner, `/api/ideas/${ideaId}/pin`, { isPinned: true }, 'PUT');
    await send(
      owner,
      `/api/ideas/${ideaId}/pages/main/content`,
      { content: paragraph('The main pitch'), version: 0 },
      'PUT',
    );
    const research = (await send(owner, `/api/ideas/${ideaId}/pages`, { title: 'Research' })) as { id: string };
    const interviews = (await send(owner, `/api/ideas/${ideaId}/pages`, {
      title: 'Interviews',
      parentPageId: research.id,
    })) as { id: string };
    await send(
      owner,
      `/api/ideas/${ideaId}/pages/${interviews.id}/content`,
      { content: paragraph('Five vendors said yes'), version: 0 },
      'PUT',
    );
    const stage = (await send(owner, `/api/ideas/${ideaId}/properties`, {
      label: 'Stage',
      type: 'select',
      options: ['Idea', 'MVP'],
    })) as { id: string };
    await send(owner, `/api/ideas/${ideaId}/properties/${stage.id}`, { value: 'MVP' }, 'PATCH');
    const swot = (await send(owner, `/api/ideas/${ideaId}/widgets`, { type: 'swot-analysis' })) as { id: string };
    await send(owner, `/api/ideas/${ideaId}/widgets/${swot.id}`, { data: { strengths: 'Cheap panels' } }, 'PATCH');
    await send(owner, '/api/shares', {
      ideaIds: [ideaId],
      method: 'email',
      emails: ['critic@example.com'],
      accessType: 'comment',
    });
    await send(other, `/api/ideas/${ideaId}/comments`, { content: 'Who pays for the panels?' });
    await send(owner, `/api/ideas/${ideaId}/comments`, { content: 'The kiosk owner' });
    await send(owner, '/api/preferences', { theme: 'dark', weeklyDigest: false }, 'PATCH');
    const founder = {
      id: 'a',
      name: 'Ida',
      role: 'CEO',
      contribution: 60,
      commitment: 100,
      experience: 70,
      vesting: { totalMonths: 48, cliffMonths: 12 },
    };
    await send(owner, '/api/tools/equity-split/documents', {
      name: 'Seed split',
      data: { founders: [founder, { ...founder, id: 'b', name: 'Ola' }] },
    });
    await send(owner, '/api/assessments', { answers: [5, 4, 3, 2, 1, 5, 4, 3, 2, 1] });
    started.exported = await exportOf(owner);
  });
  afterAll(() => started.server.dispose());
  return started;
}
