import type { AssessmentSummary, SavedAssessment } from '@core/tools/cofounder-fit/assessment-contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentInvites, assessmentResults } from './cofounder-fit.tables';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { all, assessmentHelpers, CAP_MESSAGE, errorOf, statusesOf } from '../../testing/assessment-test-helpers';

const t = useTestServer();
const { save, invite, invitedToken, userIdOf } = assessmentHelpers(t);
const db = () => t.server.database.db;
const resultCount = async () => (await db().select({ n: count() }).from(assessmentResults))[0]!.n;
const resultsOf = async (userId: string) =>
  (await db().select({ n: count() }).from(assessmentResults).where(eq(assessmentResults.userId, userId)))[0]!.n;
/** Stores `n` results for a user straight in the database (all 3s, 60 % Fair), the newest `n` minutes ago. */
async function insertResults(userId: string, n: number, rows: Partial<typeof assessmentResults.$inferInsert>[] = []) {
  const values = Array.from({ length: n }, (_, i) => ({
    userId,
    answers: all(3),
    totalScore: 60,
    compatibility: 'Fair' as const,
    createdAt: new Date(Date.now() - (n - i) * 60_000),
    ...rows[i],
  }));
  if (values.length > 0) await db().insert(assessmentResults).values(values);
}

describe('saving results', () => {
  it('saves a result, lists it first, and reads it back whole', async () => {
    const first = await save(all(3));
    const saved = await save(all(5));
    expect(saved).toMatchObject({ totalScore: 100, compatibility: 'Excellent', answers: all(5), invites: [] });
    expect(saved.result.categoryScores.Vision).toEqual({ score: 50, maxScore: 50 });
    const list = await expectJson<AssessmentSummary[]>(await t.ada.request('/api/assessments'), 200);
    expect(list.slice(0, 2)).toEqual([
      { id: saved.id, totalScore: 100, compatibility: 'Excellent', createdAt: saved.createdAt },
      { id: first.id, totalScore: 60, compatibility: 'Fair', createdAt: first.createdAt },
    ]);
    expect(await expectJson<SavedAssessment>(await t.ada.request(`/api/assessments/${saved.id}`), 200)).toEqual(saved);
  });

  it('computes the score itself: a score sent along is ignored', async () => {
    const saved = await expectJson<SavedAssessment>(
      await t.ada.post('/api/assessments', { answers: all(4), totalScore: 3, compatibility: 'Poor' }),
      201,
    );
    // 4 × 85 of 5 × 85 points = 80 %.
    expect(saved).toMatchObject({ totalScore: 80, compatibility: 'Excellent' });
    const [row] = await t.server.database.db.select().from(assessmentResults).where(eq(assessmentResults.id, saved.id));
    expect(row).toMatchObject({ totalScore: 80, compatibility: 'Excellent', answers: all(4) });
  });

  it('lists every kept result (up to the cap of 100), newest first, and only the caller’s own', async () => {
    const carol = await t.server.signedInClient('carol@example.com', 'Carol Shaw');
    await insertResults(await userIdOf('carol@example.com'), 99);
    await save(all(5), carol);
    const list = await expectJson<AssessmentSummary[]>(await carol.request('/api/assessments'), 200);
    expect(list).toHaveLength(100);
    expect(list[0]).toMatchObject({ totalScore: 100 });
    expect(list.map((item) => item.createdAt)).toEqual([...list.map((item) => item.createdAt)].sort().reverse());
    expect(await expectJson<AssessmentSummary[]>(await t.bob.request('/api/assessments'), 200)).toEqual([]);
  });

  it('orders results taken at the same moment by id, and opens any uuid-shaped id', async () => {
    const tess = await t.server.signedInClient('tess@example.com', 'Tess Tie');
    const ids = [
      '00000000-0000-0000-0000-000000000001',
      '00000000-0000-0000-0000-000000000002',
      '00000000-0000-0000-0000-000000000003',
    ];
    const at = new Date('2026-11-20T12:00:00.000Z');
    await insertResults(
      await userIdOf('tess@example.com'),
      3,
      ids.map((id) => ({ id, createdAt: at })),
    );
    const list = await expectJson<AssessmentSummary[]>(await tess.request('/api/assessments'), 200);
    expect(list.map((item) => item.id)).toEqual([...ids].reverse());
    expect(await expectJson<SavedAssessment>(await tess.request(`/api/assessments/${ids[0]}`), 200)).toMatchObject({
      id: ids[0],
      totalScore: 60,
    });
  });

  it('keeps at most 100 results per user: the 101st is a 422 that saves nothing, until one is deleted', async () => {
    const erin = await t.server.signedInClient('erin@example.com', 'Erin Full');
    const erinId = await userIdOf('erin@example.com');
    await insertResults(erinId, 99);
    const last = await save(all(4), erin);
    expect(await errorOf(await erin.post('/api/assessments', { answers: all(5) }), 422)).toBe(CAP_MESSAGE);
    expect(await resultsOf(erinId)).toBe(100);
    expect(await save(all(2))).toMatchObject({ totalScore: 40 });
    expect((await erin.request(`/api/assessments/${last.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await save(all(5), erin)).toMatchObject({ totalScore: 100 });
    expect(await resultsOf(erinId)).toBe(100);
  });

  it('lets no two saves at once pass the cap of 100 together', async () => {
    const finn = await t.server.signedInClient('finn@example.com', 'Finn Race');
    const finnId = await userIdOf('finn@example.com');
    await insertResults(finnId, 98);
    const saves = Array.from({ length: 6 }, () => finn.post('/api/assessments', { answers: all(4) }));
    expect(await statusesOf(saves)).toEqual([201, 201, 422, 422, 422, 422]);
    expect(await resultsOf(finnId)).toBe(100);
  });

  it.each([
    ['9 answers', { answers: all(3).slice(1) }, 'Answer all 10 questions.'],
    ['11 answers', { answers: [...all(3), 3] }, 'Answer all 10 questions.'],
    ['a 0', { answers: [0, ...all(3).slice(1)] }, 'Each answer must be a whole number from 1 to 5.'],
    ['a 6', { answers: [...all(3).slice(1), 6] }, 'Each answer must be a whole number from 1 to 5.'],
    ['a 2.5', { answers: [2.5, ...all(3).slice(1)] }, 'Each answer must be a whole number from 1 to 5.'],
    ['a "5"', { answers: ['5', ...all(3).slice(1)] }, 'Each answer must be a whole number from 1 to 5.'],
    ['a null answer', { answers: [null, ...all(3).slice(1)] }, 'Each answer must be a whole number from 1 to 5.'],
    ['answers: null', { answers: null }, 'The answers must be a list of ratings, one per question.'],
    ['answers that are no list', { answers: '5555555555' }, 'The answers must be a list of ratings, one per question.'],
    ['no answers', {}, 'The answers must be a list of ratings, one per question.'],
  ])('refuses %s with a 422 and saves nothing', async (_, body, message) => {
    const before = await resultCount();
    expect(await errorOf(await t.ada.post('/api/assessments', body), 422)).toBe(message);
    expect(await resultCount()).toBe(before);
  });

  it('refuses a body that is not JSON with a 422 and saves nothing', async () => {
    const before = await resultCount();
    const response = await t.ada.request('/api/assessments', {
      method: 'POST',
      body: '{"answers": [5,',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(422);
    expect(await resultCount()).toBe(before);
  });

  it('deletes a result with its invitations', async () => {
    const saved = await save(all(2));
    const token = await invitedToken(saved.id, 'dora@example.com');
    expect((await t.ada.request(`/api/assessments/${saved.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.ada.request(`/api/assessments/${saved.id}`)).status).toBe(404);
    expect(
      (await expectJson<AssessmentSummary[]>(await t.ada.request('/api/assessments'), 200)).some(
        (item) => item.id === saved.id,
      ),
    ).toBe(false);
    expect((await t.visitor.request(`/api/assessment-invites/${token}`)).status).toBe(404);
  });
});

describe('only the owner', () => {
  it('answers 404 to another user reading, deleting or inviting to a result, and changes nothing', async () => {
    const saved = await save(all(4));
    expect((await t.bob.request(`/api/assessments/${saved.id}`)).status).toBe(404);
    expect((await t.bob.request(`/api/assessments/${saved.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await invite(saved.id, 'eve@example.com', t.bob)).status).toBe(404);
    expect((await t.ada.request(`/api/assessments/${saved.id}`)).status).toBe(200);
    expect(
      await t.server.database.db.select().from(assessmentInvites).where(eq(assessmentInvites.assessmentId, saved.id)),
    ).toEqual([]);
  });

  it.each(['not-an-id', '%00', `${'1'.repeat(8)}-1111-4111-8111-11111111111%00`])(
    'answers 404 to an id that is no uuid (%s)',
    async (id) => {
      expect(await errorOf(await t.ada.request(`/api/assessments/${id}`), 404)).toBe('Assessment result not found');
      expect(await errorOf(await invite(id, 'eve@example.com'), 404)).toBe('Assessment result not found');
    },
  );

  it('answers 401 to a visitor everywhere, and saves nothing', async () => {
    const saved = await save(all(4));
    const before = await resultCount();
    expect(await errorOf(await t.visitor.post('/api/assessments', { answers: all(5) }), 401)).toBe(
      'User not authenticated',
    );
    expect((await t.visitor.request('/api/assessments')).status).toBe(401);
    expect((await t.visitor.request(`/api/assessments/${saved.id}`)).status).toBe(401);
    expect((await t.visitor.request(`/api/assessments/${saved.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await invite(saved.id, 'eve@example.com', t.visitor)).status).toBe(401);
    expect(await resultCount()).toBe(before);
  });
});
