/**
 * The query keys of the Team Culture Pulse: everything of it (a change reads it all again), the founder's surveys, a
 * survey's results, and what a link shows its holder.
 */
export const PULSE_KEY = ['team-culture-pulse'] as const;
export const PULSE_SURVEYS_KEY = [...PULSE_KEY, 'surveys'] as const;
export const pulseResultsKey = (surveyId: string) => [...PULSE_KEY, 'results', surveyId] as const;
export const pulseInvitationKey = (token: string) => ['pulse', token] as const;
