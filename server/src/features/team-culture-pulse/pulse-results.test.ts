import { describe, expect, it } from 'vitest';
import { answerFromNewBrowsers, createSurvey, openRound, resultsOf } from '../../testing/pulse-test-kit';
import { expectJson, useTestServer } from '../../testing/use-test-server';

/*
 * A survey's results through HTTP (ADR 0107): a round shows figures only once 3 people answered it (the anonymity
 * threshold); below it the API gives the count alone. eNPS = % promoters (9–10) − % detractors (0–6) (Bain & Company,
 * 'Measuring Your Net Promoter Score', https://nps.bain.com/about/measuring-your-net-promoter-score/); each figure
 * below is worked by hand in its comment.
 */
const t = useTestServer();

describe('a pulse survey’s results', () => {
  it('shows nothing of 2 answers, and the figures once the third arrives', async () => {
    const { survey, token } = await createSurvey(t.ada, { teamName: 'Threshold' });
    // [eNPS, clarity, heard] of each answer.
    await answerFromNewBrowsers(t.server, token, [
      [10, 5, 4],
      [6, 2, 3],
    ]);
    const two = await resultsOf(t.ada, survey.id);
    expect(two.threshold).toBe(3);
    expect(two.rounds).toEqual([
      { number: 1, openedAt: expect.any(String), closedAt: null, answerCount: 2, figures: null },
    ]);
    expect(JSON.stringify(two)).not.toMatch(/enps|average/);

    await answerFromNewBrowsers(t.server, token, [[9, 4, 2]]);
    // eNPS: promoters 10 and 9, detractor 6 → 2/3 − 1/3 = 33.3…; clarity (5 + 2 + 4) / 3 = 11/3; heard (4 + 3 + 2) / 3 = 3.
    const [round] = (await resultsOf(t.ada, survey.id)).rounds;
    expect(round).toMatchObject({ answerCount: 3, figures: { promoters: 2, passives: 0, detractors: 1 } });
    expect(round!.figures!.enps).toBeCloseTo(100 / 3, 10);
    expect(round!.figures!.averages).toEqual([
      { questionId: 'clarity', text: 'I know what is expected of me at work', average: expect.closeTo(11 / 3, 10) },
      { questionId: 'heard', text: 'My opinions seem to count', average: 3 },
    ]);
  });

  it('gives every round oldest first, each with its own figures, or none below the threshold', async () => {
    const { survey, token } = await createSurvey(t.ada, { teamName: 'Over rounds' });
    // Round 1: 9, 10, 7, 3 → promoters 2, detractors 1 of 4: 50 % − 25 % = 25. clarity (4+5+3+1)/4 = 3.25; heard (5+4+3+2)/4 = 3.5.
    await answerFromNewBrowsers(t.server, token, [
      [9, 4, 5],
      [10, 5, 4],
      [7, 3, 3],
      [3, 1, 2],
    ]);
    await expectJson(await openRound(t.ada, survey.id), 201);
    // Round 2: 9, 9, 10 → all promoters: 100. clarity (5+5+4)/3 = 14/3; heard (4+4+4)/3 = 4.
    await answerFromNewBrowsers(t.server, token, [
      [9, 5, 4],
      [9, 5, 4],
      [10, 4, 4],
    ]);
    await expectJson(await openRound(t.ada, survey.id), 201);
    // Round 3: one answer, below the threshold.
    await answerFromNewBrowsers(t.server, token, [[0, 1, 1]]);

    const { rounds } = await resultsOf(t.ada, survey.id);
    expect(rounds.map(({ number, answerCount, closedAt }) => [number, answerCount, closedAt === null])).toEqual([
      [1, 4, false],
      [2, 3, false],
      [3, 1, true],
    ]);
    expect(rounds[0]!.figures).toMatchObject({
      enps: 25,
      averages: [{ average: 3.25 }, { average: 3.5 }],
    });
    expect(rounds[1]!.figures!.enps).toBe(100);
    expect(rounds[1]!.figures!.averages.map(({ average }) => average)).toEqual([expect.closeTo(14 / 3, 10), 4]);
    expect(rounds[2]!.figures).toBeNull();
  });
});
