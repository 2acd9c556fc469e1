import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../testing/advisors-test-kit';
import { answerPulse, createSurvey, openRound } from '../../testing/pulse-test-kit';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { pulseAnswers } from './team-culture-pulse.tables';

/*
 * Answering by a survey's anonymous link (ADR 0107): no account, one answer per browser and round (an HttpOnly
 * cookie), every question of the round answered, and nothing of who answered kept.
 */
const t = useTestServer();

describe('answering a pulse survey by its link', () => {
  it('shows the round to a visitor, who answers once: a second answer from the same browser is a 409', async () => {
    const { survey, token } = await createSurvey(t.ada, { teamName: 'Once' });
    const browser = t.server.client();
    expect(await expectJson(await browser.request(`/api/pulse/${token}`), 200)).toEqual({
      teamName: 'Once',
      round: 1,
      questions: [
        { id: 'clarity', text: 'I know what is expected of me at work' },
        { id: 'heard', text: 'My opinions seem to count' },
      ],
      hasAnswered: false,
    });
    const answered = await answerPulse(browser, token, 9, { clarity: 4, heard: 5 });
    expect(answered.status).toBe(201);
    const cookie = answered.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^pulse_[0-9a-f-]{36}=1; Max-Age=31536000; Path=\/api\/pulse; HttpOnly; SameSite=Lax$/);

    const again = await errorOf(await answerPulse(browser, token, 3, { clarity: 1, heard: 1 }), 409);
    expect(again.message).toBe('You have already answered this round');
    expect(await expectJson(await browser.request(`/api/pulse/${token}`), 200)).toMatchObject({ hasAnswered: true });
    // Another browser answers; a new round lets the first answer again.
    await expectJson(await answerPulse(t.server.client(), token, 7, { clarity: 3, heard: 3 }), 201);
    await expectJson(await openRound(t.ada, survey.id), 201);
    expect(await expectJson(await browser.request(`/api/pulse/${token}`), 200)).toMatchObject({
      round: 2,
      hasAnswered: false,
    });
    await expectJson(await answerPulse(browser, token, 8, { clarity: 4, heard: 4 }), 201);
  });

  it('keeps no identity with an answer: its row is the round and the scores alone', async () => {
    expect(Object.values(getTableColumns(pulseAnswers)).map((column) => column.name)).toEqual([
      'id',
      'round_id',
      'enps',
      'agreements',
    ]);
    const { token } = await createSurvey(t.ada, { teamName: 'Nameless' });
    // A signed-in user answering is as anonymous as a visitor: the row is the same.
    await expectJson(await answerPulse(t.bob, token, 10, { clarity: 5, heard: 4 }), 201);
    const rows = await t.server.database.db.select().from(pulseAnswers);
    const bobs = rows.find((row) => row.enps === 10 && row.agreements.heard === 4 && row.agreements.clarity === 5);
    expect(bobs).toEqual({
      id: expect.any(String),
      roundId: expect.any(String),
      enps: 10,
      agreements: { clarity: 5, heard: 4 },
    });
  });

  it('asks every question of the round, and no other', async () => {
    const { token } = await createSurvey(t.ada, { teamName: 'Complete' });
    const error = await errorOf(await answerPulse(t.server.client(), token, 9, { clarity: 4, other: 2 }), 422);
    expect(error.issues?.map(({ path, message }) => [path, message])).toEqual([
      ['agreements.heard', 'Choose how much you agree'],
      ['agreements.other', 'Not a question of this round'],
    ]);
    const scale = await errorOf(await answerPulse(t.server.client(), token, 11, { clarity: 6, heard: 0 }), 422);
    expect(scale.issues?.map(({ path }) => path)).toEqual(['enps', 'agreements.clarity', 'agreements.heard']);
  });

  it('is a 404 for a link nobody was given', async () => {
    const error = await errorOf(await t.visitor.request(`/api/pulse/${'x'.repeat(43)}`), 404);
    expect(error.message).toBe('This survey link does not work any more');
    expect((await answerPulse(t.visitor, 'short', 9, {})).status).toBe(404);
  });
});
