import type {
  AssessmentComparison,
  AssessmentInviteInfo,
  SavedAssessment,
} from '@core/tools/cofounder-fit/assessment-contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentInvites } from './cofounder-fit.tables';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { all, assessmentHelpers, errorOf, UNKNOWN_TOKEN } from '../../testing/assessment-test-helpers';

const t = useTestServer();
const { save, invitedToken } = assessmentHelpers(t);

describe('the invited co-founder', () => {
  // Ada: 5 4 3 2 1 5 4 3 2 1 → 5×10 + 4×7 + 3×8 + 2×9 + 1×10 + 5×9 + 4×8 + 3×7 + 2×8 + 1×9 = 253 of 425 → 60 % Fair.
  const adaAnswers = [5, 4, 3, 2, 1, 5, 4, 3, 2, 1];
  // Grace: 5 2 3 4 1 5 5 5 5 3 → 50 + 14 + 24 + 36 + 10 + 45 + 40 + 35 + 40 + 27 = 321 of 425 → 76 % Good.
  const graceAnswers = [5, 2, 3, 4, 1, 5, 5, 5, 5, 3];
  const expected: AssessmentComparison = {
    inviter: {
      totalScore: 60,
      compatibility: 'Fair',
      // One question per category: a category's percent is the answer × 20.
      categoryPercents: {
        Vision: 100,
        'Work Style': 80,
        Skills: 60,
        Communication: 40,
        Trust: 20,
        Commitment: 100,
        'Conflict Resolution': 80,
        'Risk Appetite': 60,
        Financial: 40,
        Respect: 20,
      },
    },
    cofounder: {
      totalScore: 76,
      compatibility: 'Good',
      categoryPercents: {
        Vision: 100,
        'Work Style': 40,
        Skills: 60,
        Communication: 80,
        Trust: 20,
        Commitment: 100,
        'Conflict Resolution': 100,
        'Risk Appetite': 100,
        Financial: 100,
        Respect: 60,
      },
    },
    questions: [
      { questionId: 'vision', inviterAnswer: 5, cofounderAnswer: 5, difference: 0, isTalkingPoint: false },
      { questionId: 'work-style', inviterAnswer: 4, cofounderAnswer: 2, difference: 2, isTalkingPoint: true },
      { questionId: 'skills', inviterAnswer: 3, cofounderAnswer: 3, difference: 0, isTalkingPoint: false },
      { questionId: 'communication', inviterAnswer: 2, cofounderAnswer: 4, difference: 2, isTalkingPoint: true },
      { questionId: 'trust', inviterAnswer: 1, cofounderAnswer: 1, difference: 0, isTalkingPoint: false },
      { questionId: 'commitment', inviterAnswer: 5, cofounderAnswer: 5, difference: 0, isTalkingPoint: false },
      { questionId: 'conflict-resolution', inviterAnswer: 4, cofounderAnswer: 5, difference: 1, isTalkingPoint: false },
      { questionId: 'risk-appetite', inviterAnswer: 3, cofounderAnswer: 5, difference: 2, isTalkingPoint: true },
      { questionId: 'financial', inviterAnswer: 2, cofounderAnswer: 5, difference: 3, isTalkingPoint: true },
      { questionId: 'respect', inviterAnswer: 1, cofounderAnswer: 3, difference: 2, isTalkingPoint: true },
    ],
  };

  it('sees who invited them, answers once without an account, and both see the same comparison', async () => {
    const saved = await save(adaAnswers);
    const token = await invitedToken(saved.id, 'grace@example.com');
    expect(
      await expectJson<AssessmentInviteInfo>(await t.visitor.request(`/api/assessment-invites/${token}`), 200),
    ).toMatchObject({ inviterName: 'Ada Lovelace', isAnswered: false });
    expect(await errorOf(await t.visitor.request(`/api/assessment-invites/${token}/comparison`), 404)).toBe(
      'Answer the questions first to see the comparison',
    );

    expect(
      await expectJson<AssessmentComparison>(
        await t.visitor.post(`/api/assessment-invites/${token}/answers`, { answers: graceAnswers }),
        201,
      ),
    ).toEqual(expected);
    expect(
      await expectJson<AssessmentComparison>(
        await t.visitor.request(`/api/assessment-invites/${token}/comparison`),
        200,
      ),
    ).toEqual(expected);
    expect(
      await expectJson<AssessmentInviteInfo>(await t.visitor.request(`/api/assessment-invites/${token}`), 200),
    ).toMatchObject({ isAnswered: true });

    const [owned] = (await expectJson<SavedAssessment>(await t.ada.request(`/api/assessments/${saved.id}`), 200))
      .invites;
    expect(owned).toMatchObject({ email: 'grace@example.com', status: 'answered', comparison: expected });
  });

  it('answers only once: a second time is a 409 and keeps the first answers', async () => {
    const saved = await save(adaAnswers);
    const token = await invitedToken(saved.id, 'grace@example.com');
    await expectJson(await t.visitor.post(`/api/assessment-invites/${token}/answers`, { answers: graceAnswers }), 201);
    expect(
      await errorOf(await t.visitor.post(`/api/assessment-invites/${token}/answers`, { answers: all(1) }), 409),
    ).toBe('You have already answered this invitation');
    expect(
      await expectJson<AssessmentComparison>(
        await t.visitor.request(`/api/assessment-invites/${token}/comparison`),
        200,
      ),
    ).toEqual(expected);
  });

  it.each([
    ['9 answers', { answers: all(3).slice(1) }],
    ['a 6', { answers: [...all(3).slice(1), 6] }],
    ['a "5"', { answers: ['5', ...all(3).slice(1)] }],
    ['answers: null', { answers: null }],
  ])('refuses %s with a 422 and records nothing', async (_, body) => {
    const saved = await save(adaAnswers);
    const token = await invitedToken(saved.id, 'grace@example.com');
    expect((await t.visitor.post(`/api/assessment-invites/${token}/answers`, body)).status).toBe(422);
    expect(
      await expectJson<AssessmentInviteInfo>(await t.visitor.request(`/api/assessment-invites/${token}`), 200),
    ).toMatchObject({ isAnswered: false });
  });

  it.each([
    ['a malformed token', 'not-a-token'],
    ['an unknown token', UNKNOWN_TOKEN],
    ['a token with a NUL character', `${'A'.repeat(42)}%00`],
  ])('answers 404 to %s', async (_, token) => {
    for (const response of [
      await t.visitor.request(`/api/assessment-invites/${token}`),
      await t.visitor.post(`/api/assessment-invites/${token}/answers`, { answers: all(3) }),
      await t.visitor.request(`/api/assessment-invites/${token}/comparison`),
    ]) {
      expect(await errorOf(response, 404)).toBe('This invitation link is not valid');
    }
  });

  it('keeps an answered invitation readable after its 30 days: expiry applies only to unanswered ones', async () => {
    const saved = await save(adaAnswers);
    const token = await invitedToken(saved.id, 'grace@example.com');
    await expectJson(await t.visitor.post(`/api/assessment-invites/${token}/answers`, { answers: graceAnswers }), 201);
    await t.server.database.db
      .update(assessmentInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(assessmentInvites.assessmentId, saved.id));
    expect(
      await expectJson<AssessmentInviteInfo>(await t.visitor.request(`/api/assessment-invites/${token}`), 200),
    ).toMatchObject({ inviterName: 'Ada Lovelace', isAnswered: true });
    expect(
      await expectJson<AssessmentComparison>(
        await t.visitor.request(`/api/assessment-invites/${token}/comparison`),
        200,
      ),
    ).toEqual(expected);
    expect(
      await errorOf(await t.visitor.post(`/api/assessment-invites/${token}/answers`, { answers: all(1) }), 409),
    ).toBe('You have already answered this invitation');
    const [owned] = (await expectJson<SavedAssessment>(await t.ada.request(`/api/assessments/${saved.id}`), 200))
      .invites;
    expect(owned).toMatchObject({ status: 'answered', comparison: expected });
  });

  it('answers 410 once the invitation has expired, and records nothing', async () => {
    const saved = await save(adaAnswers);
    const token = await invitedToken(saved.id, 'grace@example.com');
    await t.server.database.db
      .update(assessmentInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(assessmentInvites.assessmentId, saved.id));
    expect(await errorOf(await t.visitor.request(`/api/assessment-invites/${token}`), 410)).toBe(
      'This invitation has expired',
    );
    expect((await t.visitor.post(`/api/assessment-invites/${token}/answers`, { answers: graceAnswers })).status).toBe(
      410,
    );
    const [owned] = (await expectJson<SavedAssessment>(await t.ada.request(`/api/assessments/${saved.id}`), 200))
      .invites;
    expect(owned).toMatchObject({ status: 'expired', comparison: null });
  });
});
