import { describe, expect, it } from 'vitest';
import { exportOf, importInto } from '../../testing/import-test-fixture';
import { answerFromNewBrowsers, createSurvey, openRound, resultsOf } from '../../testing/pulse-test-kit';
import { expectJson, useTestServer } from '../../testing/use-test-server';

/*
 * The Team Culture Pulse in 'Export my data' and 'Import data' (ADR 0107): the surveys and their rounds; the answers of
 * a round that reached the anonymity threshold, sorted by their scores; a round below it by its count alone. The
 * import adds the surveys the account lacks (by team name) without a link, and counts what the file could not hold.
 */
const t = useTestServer();

describe('the Team Culture Pulse’s part of the account file', () => {
  it('holds the surveys, their rounds and the answers of rounds at the threshold; restores them once', async () => {
    const founder = await t.server.signedInClient('pulse-export@example.com');
    const { survey, token } = await createSurvey(founder, { teamName: 'Exported' });
    // Came in as 10, 3, 8: written sorted by eNPS, 3, 8, 10.
    await answerFromNewBrowsers(t.server, token, [
      [10, 5, 5],
      [3, 1, 2],
      [8, 4, 3],
    ]);
    await expectJson(await openRound(founder, survey.id), 201);
    await answerFromNewBrowsers(t.server, token, [[9, 4, 4]]);

    const file = await exportOf(founder);
    expect(file.version).toBe(8);
    expect(JSON.stringify(file)).not.toContain(token);
    const questions = survey.questions;
    expect(file.pulseSurveys).toEqual([
      {
        teamName: 'Exported',
        questions,
        createdAt: expect.any(String),
        rounds: [
          {
            number: 1,
            questions,
            openedAt: expect.any(String),
            closedAt: expect.any(String),
            answerCount: 3,
            answers: [
              { enps: 3, agreements: { clarity: 1, heard: 2 } },
              { enps: 8, agreements: { clarity: 4, heard: 3 } },
              { enps: 10, agreements: { clarity: 5, heard: 5 } },
            ],
          },
          { number: 2, questions, openedAt: expect.any(String), closedAt: null, answerCount: 1, answers: [] },
        ],
      },
    ]);

    const fresh = await t.server.signedInClient('pulse-import@example.com');
    expect(await expectJson(await importInto(fresh, file), 200)).toMatchObject({
      pulseSurveys: { added: 1, alreadyThere: 0 },
      notRestored: { pulseAnswers: 1 },
    });
    const [imported] = await expectJson<{ id: string; hasLink: boolean; currentRound: { number: number } }[]>(
      await fresh.request('/api/team-culture-pulse/surveys'),
      200,
    );
    expect(imported).toMatchObject({ hasLink: false, currentRound: { number: 2 } });
    // Round 1's figures come back: 10 a promoter, 3 a detractor, 8 a passive → 1/3 − 1/3 = 0.
    const { rounds } = await resultsOf(fresh, imported!.id);
    expect(rounds.map(({ answerCount, figures }) => [answerCount, figures?.enps ?? null])).toEqual([
      [3, 0],
      [0, null],
    ]);
    expect(await expectJson(await importInto(fresh, file), 200)).toMatchObject({
      pulseSurveys: { added: 0, alreadyThere: 1 },
    });
  });

  it('refuses two surveys for one team by its place; reads a version 5 file', async () => {
    const client = await t.server.signedInClient('pulse-bad@example.com');
    const base = await exportOf(client);
    const survey = { teamName: 'Twice', questions: [{ id: 'q', text: 'Question' }], rounds: [] };
    const twice = await importInto(client, { ...base, pulseSurveys: [survey, { ...survey, teamName: 'twice' }] });
    expect(twice.status).toBe(422);
    expect(await twice.text()).toContain('"path":"pulseSurveys.1.teamName"');

    const { pulseSurveys: _, ...older } = { ...base, version: 5 };
    expect(await expectJson(await importInto(client, older), 200)).toMatchObject({
      pulseSurveys: { added: 0, alreadyThere: 0 },
    });
    // A survey without rounds in the file opens its first.
    expect(await expectJson(await importInto(client, { ...base, pulseSurveys: [survey] }), 200)).toMatchObject({
      pulseSurveys: { added: 1, alreadyThere: 0 },
    });
    const [restored] = await expectJson<{ currentRound: { number: number } }[]>(
      await client.request('/api/team-culture-pulse/surveys'),
      200,
    );
    expect(restored?.currentRound.number).toBe(1);
  });
});
