import type { PulseSurveyView } from '@core/tools/team-culture-pulse/pulse-survey';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../testing/advisors-test-kit';
import { answerPulse, createSurvey, openRound, PULSE, surveyInput } from '../../testing/pulse-test-kit';
import { expectJson, useTestServer } from '../../testing/use-test-server';

/*
 * A founder's pulse surveys through HTTP (ADR 0107): made with a link whose token is shown once, edited, a new round
 * (the last one closes, the link stays), a new link (the old one stops), deleted; bad input a 422 naming its field.
 */
const t = useTestServer();
const listOf = async () => expectJson<PulseSurveyView[]>(await t.ada.request(`${PULSE}/surveys`), 200);

describe('a pulse survey', () => {
  it('is made with its first round open and a link, the token once', async () => {
    const { survey, token } = await createSurvey(t.ada, { teamName: 'Made' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(survey).toEqual({
      id: expect.any(String),
      teamName: 'Made',
      questions: surveyInput().questions,
      hasLink: true,
      currentRound: { number: 1, openedAt: expect.any(String), answerCount: 0 },
      createdAt: expect.any(String),
    });
    expect(await listOf()).toContainEqual(survey);
    expect(JSON.stringify(await listOf())).not.toContain(token);
  });

  it('refuses a survey without a team name or questions, naming the fields', async () => {
    const error = await errorOf(await t.ada.post(`${PULSE}/surveys`, { teamName: '', questions: [] }), 422);
    expect(error.issues?.map(({ path, message }) => [path, message])).toEqual([
      ['teamName', 'Name your company or team'],
      ['questions', 'Ask at least one question'],
    ]);
  });

  it('takes edited questions into the open round while nobody answered it, and into the next one after', async () => {
    const { survey, token } = await createSurvey(t.ada, { teamName: 'Edited' });
    const reworded = surveyInput({
      teamName: 'Edited',
      questions: [
        { id: 'clarity', text: 'I know what is expected of me' },
        { id: 'growth', text: 'I am learning and growing here' },
      ],
    });
    await expectJson(await t.ada.request(`${PULSE}/surveys/${survey.id}`, { method: 'PUT', json: reworded }), 200);
    const asked = await expectJson<{ questions: unknown }>(await t.visitor.request(`/api/pulse/${token}`), 200);
    expect(asked.questions).toEqual(reworded.questions);

    await expectJson(await answerPulse(t.server.client(), token, 9, { clarity: 4, growth: 3 }), 201);
    const again = surveyInput({ teamName: 'Edited', questions: [{ id: 'clarity', text: 'Clear goals' }] });
    const view = await expectJson<PulseSurveyView>(
      await t.ada.request(`${PULSE}/surveys/${survey.id}`, { method: 'PUT', json: again }),
      200,
    );
    expect(view.questions).toEqual(again.questions);
    const stillAsked = await expectJson<{ questions: unknown }>(await t.visitor.request(`/api/pulse/${token}`), 200);
    expect(stillAsked.questions).toEqual(reworded.questions);
    await expectJson(await openRound(t.ada, survey.id), 201);
    const nextAsked = await expectJson<{ questions: unknown; round: number }>(
      await t.visitor.request(`/api/pulse/${token}`),
      200,
    );
    expect(nextAsked).toMatchObject({ round: 2, questions: again.questions });
  });

  it('opens a new round on the same link: the last closes, the count starts again', async () => {
    const { survey, token } = await createSurvey(t.ada, { teamName: 'Rounds' });
    await expectJson(await answerPulse(t.server.client(), token, 10, { clarity: 5, heard: 5 }), 201);
    const next = await expectJson<PulseSurveyView>(await openRound(t.ada, survey.id), 201);
    expect(next.currentRound).toMatchObject({ number: 2, answerCount: 0 });
    expect(next.hasLink).toBe(true);
    await expectJson(await answerPulse(t.server.client(), token, 8, { clarity: 3, heard: 4 }), 201);
    expect((await listOf()).find(({ id }) => id === survey.id)?.currentRound).toMatchObject({
      number: 2,
      answerCount: 1,
    });
  });

  it('makes a new link: the old one stops working', async () => {
    const { survey, token } = await createSurvey(t.ada, { teamName: 'Relinked' });
    const { token: fresh } = await expectJson<{ token: string }>(
      await t.ada.post(`${PULSE}/surveys/${survey.id}/link`, {}),
      201,
    );
    expect(fresh).not.toBe(token);
    expect((await errorOf(await t.visitor.request(`/api/pulse/${token}`), 404)).message).toBe(
      'This survey link does not work any more',
    );
    await expectJson(await t.visitor.request(`/api/pulse/${fresh}`), 200);
  });

  it('is deleted with its rounds, answers and link', async () => {
    const { survey, token } = await createSurvey(t.ada, { teamName: 'Deleted' });
    expect((await t.ada.request(`${PULSE}/surveys/${survey.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await listOf()).map(({ id }) => id)).not.toContain(survey.id);
    expect((await t.visitor.request(`/api/pulse/${token}`)).status).toBe(404);
    expect((await t.ada.request(`${PULSE}/surveys/${survey.id}/results`)).status).toBe(404);
  });

  it('is not found by an id that is none', async () => {
    expect((await errorOf(await openRound(t.ada, 'not-an-id'), 404)).message).toBe('Survey not found');
  });
});
