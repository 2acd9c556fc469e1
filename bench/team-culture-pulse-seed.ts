import type { PulseSurveyInput } from '../core/tools/team-culture-pulse/pulse-survey';
import type { SeedRequest } from './founder-seed';

/** The founder's pulse survey of their team (the page opens on it, its link made, round 1 open). */
export const PULSE_SURVEY: SeedRequest = {
  method: 'POST',
  path: '/api/team-culture-pulse/surveys',
  body: {
    teamName: 'ClinicDesk product team',
    questions: [
      { id: 'role-clarity', text: 'I understand what is expected of me in my role' },
      { id: 'clinics', text: 'I know which clinics we are selling to this quarter' },
      { id: 'workload', text: 'My workload is sustainable' },
    ],
  } satisfies PulseSurveyInput,
};
