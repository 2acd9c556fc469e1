import type { PulseResults } from '@core/tools/team-culture-pulse/pulse-results';
import type { PulseSurveyInput, PulseSurveyView } from '@core/tools/team-culture-pulse/pulse-survey';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';
import { expectJson } from './use-test-server';

export const PULSE = '/api/team-culture-pulse';

/** A survey that passes: two agreement questions, changed by `changes`. */
export const surveyInput = (changes: Partial<PulseSurveyInput> = {}): PulseSurveyInput => ({
  teamName: 'Acme',
  questions: [
    { id: 'clarity', text: 'I know what is expected of me at work' },
    { id: 'heard', text: 'My opinions seem to count' },
  ],
  ...changes,
});

/** A new survey of `client`'s, with its link's token. */
export const createSurvey = async (client: TestClient, changes: Partial<PulseSurveyInput> = {}) =>
  expectJson<{ survey: PulseSurveyView; token: string }>(
    await client.post(`${PULSE}/surveys`, surveyInput(changes)),
    201,
  );

/** One answer by the link, from `browser` (a client of its own: one answer per browser). */
export const answerPulse = (browser: TestClient, token: string, enps: number, agreements: Record<string, number>) =>
  browser.post(`/api/pulse/${token}/answers`, { enps, agreements });

/** Answers by the link from a new browser (no account) for each [eNPS, clarity, heard]. */
export async function answerFromNewBrowsers(server: TestServer, token: string, answers: readonly number[][]) {
  for (const [enps, clarity, heard] of answers)
    await expectJson(await answerPulse(server.client(), token, enps!, { clarity: clarity!, heard: heard! }), 201);
}

export const resultsOf = async (client: TestClient, surveyId: string) =>
  expectJson<PulseResults>(await client.request(`${PULSE}/surveys/${surveyId}/results`), 200);

export const openRound = (client: TestClient, surveyId: string) =>
  client.post(`${PULSE}/surveys/${surveyId}/rounds`, {});
