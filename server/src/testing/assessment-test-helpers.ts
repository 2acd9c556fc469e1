import type { AssessmentInviteView, SavedAssessment } from '@core/tools/cofounder-fit/assessment-contracts';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema';
import type { TestClient } from './test-client';
import { linkIn, type TestServer } from './test-server';
import { expectJson } from './use-test-server';

export const CAP_MESSAGE = 'You can keep up to 100 results. Delete one to save another.';
export const UNKNOWN_TOKEN = 'A'.repeat(43);
export const all = (rating: number) => Array<number>(10).fill(rating);
export const errorOf = async (response: Response, status: number) =>
  (await expectJson<{ error: { message: string } }>(response, status)).error.message;
export const statusesOf = async (requests: Promise<Response>[]) =>
  (await Promise.all(requests)).map((response) => response.status).sort();

/** The assessment tests' requests and database reads, on a file's test server (read when called: it has started). */
export function assessmentHelpers(t: { server: TestServer; ada: TestClient }) {
  const db = () => t.server.database.db;
  const invite = (id: string, email: string, client = t.ada) =>
    client.post(`/api/assessments/${id}/invites`, { email });
  return {
    save: async (answers: number[], client = t.ada) =>
      expectJson<SavedAssessment>(await client.post('/api/assessments', { answers }), 201),
    invite,
    /** Invites `email` to compare with result `id`; the token from the mailed link. */
    invitedToken: async (id: string, email: string, client = t.ada) => {
      await expectJson<AssessmentInviteView>(await invite(id, email, client), 201);
      return linkIn(t.server.mails.findLast((mail) => mail.to === email))
        .split('/')
        .at(-1)!;
    },
    userIdOf: async (email: string) =>
      (await db().select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id,
  };
}
