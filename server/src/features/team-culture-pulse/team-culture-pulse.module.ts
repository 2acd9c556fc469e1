import { pulseAnswerInputSchema, pulseSurveyInputSchema } from '@core/tools/team-culture-pulse/pulse-survey';
import { PULSE_SURVEYS_KEY } from '@core/tools/team-culture-pulse/pulse-query-keys';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { listSurveys } from './pulse-surveys.service';
import { teamCulturePulseData } from './team-culture-pulse-data';
import { pulseLinkRoutes, teamCulturePulseRoutes } from './team-culture-pulse.routes';
import { pulseAnswers, pulseRounds, pulseSurveys } from './team-culture-pulse.tables';

/** A survey as the fuzz seed makes it. */
const SEED_SURVEY = {
  teamName: 'Acme',
  questions: [
    { id: 'q1', text: 'I know what is expected of me at work' },
    { id: 'q2', text: 'I feel heard by my manager' },
  ],
};
const SEED_ANSWER = { enps: 9, agreements: { q1: 4, q2: 5 } };

/** The Team Culture Pulse (ADR 0107): a founder's anonymous pulse surveys, answered by link without an account. */
export const teamCulturePulseModule = defineServerToolModule({
  id: 'team-culture-pulse',
  routes: {
    '/team-culture-pulse': ({ db, readSession }) => teamCulturePulseRoutes(db, readSession),
    '/pulse': ({ db, appUrl }) => pulseLinkRoutes(db, appUrl),
  },
  // The page opens with the founder's surveys.
  firstQueries: async (db, userId) => [{ key: PULSE_SURVEYS_KEY, data: await listSurveys(db, userId) }],
  data: teamCulturePulseData,
  fuzz: {
    routes: [
      { method: 'GET', route: '/api/team-culture-pulse/surveys' },
      { method: 'POST', route: '/api/team-culture-pulse/surveys', body: pulseSurveyInputSchema },
      {
        method: 'PUT',
        route: '/api/team-culture-pulse/surveys/:id',
        params: { id: 'pulseSurvey' },
        body: pulseSurveyInputSchema,
      },
      { method: 'DELETE', route: '/api/team-culture-pulse/surveys/:id', params: { id: 'pulseSurvey' } },
      { method: 'POST', route: '/api/team-culture-pulse/surveys/:id/rounds', params: { id: 'pulseSurvey' } },
      { method: 'POST', route: '/api/team-culture-pulse/surveys/:id/link', params: { id: 'pulseSurvey' } },
      { method: 'GET', route: '/api/team-culture-pulse/surveys/:id/results', params: { id: 'pulseSurvey' } },
      // The team answers by the survey's anonymous link, with no account.
      { method: 'GET', route: '/api/pulse/:token', params: { token: 'pulseToken' }, access: 'link' },
      {
        method: 'POST',
        route: '/api/pulse/:token/answers',
        params: { token: 'pulseToken' },
        body: pulseAnswerInputSchema,
        access: 'link',
      },
    ],
    // A survey with its link, answered once by the owner's browser and once by the other user's (one each: a cookie).
    seed: async ({ send, sendAsOther }) => {
      const { survey, token } = await send<{ survey: { id: string }; token: string }>(
        '/api/team-culture-pulse/surveys',
        SEED_SURVEY,
      );
      await send(`/api/pulse/${token}/answers`, SEED_ANSWER);
      await sendAsOther(`/api/pulse/${token}/answers`, SEED_ANSWER);
      return { pulseSurvey: [survey.id], pulseToken: [token] };
    },
    tables: [pulseSurveys, pulseRounds, pulseAnswers],
  },
});
