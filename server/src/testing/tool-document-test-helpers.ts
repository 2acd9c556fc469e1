import type { EquityScenarioData } from '@core/tools/equity-split/equity-scenarios';
import type { ToolDocumentLink, ToolDocumentView } from '@core/tools/tool-document-contracts';
import { eq } from 'drizzle-orm';
import { toolDocuments, user } from '../db/schema';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';
import { expectJson } from './use-test-server';

/** The equity calculator's documents, the tool these tests save documents of. */
export const DOCUMENTS = '/api/tools/equity-split/documents';

export type Scenario = ToolDocumentView<EquityScenarioData>;

export const failure = async (response: Response, status: number) =>
  (await expectJson<{ error: { message: string; issues?: { path: string; message: string }[] } }>(response, status))
    .error;

export const vesting = { totalMonths: 48, cliffMonths: 12 };

export const founder = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Founder ${id}`,
  role: 'CEO',
  contribution: 40,
  commitment: 100,
  experience: 80,
  vesting,
  ...overrides,
});

let names = 0;
/** A new scenario's body, named afresh each time. */
export const scenario = (overrides: Record<string, unknown> = {}) => ({
  name: `Plan ${(names += 1)}`,
  data: { founders: [founder('a'), founder('b')] },
  ...overrides,
});

export const foundersOf = (...founders: unknown[]) => ({ founders });

export const put = (client: TestClient, id: string, body: unknown) =>
  client.request(`${DOCUMENTS}/${id}`, { method: 'PUT', json: body });

export const remove = (client: TestClient, path: string) => client.request(path, { method: 'DELETE' });

/** Requests and database reads on a file's test server (read when called: it has started). */
export function documentHelpers(t: { server: TestServer; ada: TestClient }) {
  const db = () => t.server.database.db;
  const userIdOf = async (email: string) =>
    (await db().select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
  return {
    save: async (client = t.ada, body: unknown = scenario()) =>
      expectJson<Scenario>(await client.post(DOCUMENTS, body), 201),
    userIdOf,
    storedDocumentsOf: async (email: string) =>
      db()
        .select()
        .from(toolDocuments)
        .where(eq(toolDocuments.userId, await userIdOf(email))),
    rowOf: async (id: string) => (await db().select().from(toolDocuments).where(eq(toolDocuments.id, id)))[0],
    tokenOf: async (client: TestClient, id: string) =>
      (await expectJson<ToolDocumentLink>(await client.post(`${DOCUMENTS}/${id}/link`, {}), 201)).token,
  };
}
