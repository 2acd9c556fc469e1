import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/**
 * The Team Culture Pulse's limits (ADR 0107): a short survey (an eNPS question and a few agreement questions) a team
 * answers in a minute, and the smallest number of answers a round shows figures for (its anonymity threshold).
 */
export const PULSE_LIMITS = {
  teamName: 80,
  question: 200,
  questions: 12,
  surveys: 20,
  /** Below this many answers a round shows no figures: one or two people's answers could be told apart. */
  anonymityThreshold: 3,
} as const;

/** The eNPS question's scale (Bain's 0–10) and an agreement question's (1 strongly disagree … 5 strongly agree). */
export const ENPS_SCALE = { min: 0, max: 10 } as const;
export const AGREEMENT_SCALE = { min: 1, max: 5 } as const;

const tooLong = (max: number) =>
  say({ id: 'core.pulse.tooLong', defaultMessage: 'Must be at most {max} characters' }, { max });

/** A question's key within its survey: kept when it is reworded, so its averages follow it across rounds. */
const questionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Not a question key'));

const questionSchema = z.strictObject({
  id: questionIdSchema,
  text: trimmedText(PULSE_LIMITS.question, {
    required: say({ id: 'core.pulse.questionRequired', defaultMessage: 'Write the question, or remove it' }),
    tooLong: tooLong(PULSE_LIMITS.question),
  }),
});
export type PulseQuestion = z.output<typeof questionSchema>;

/** The body of POST and PUT /api/team-culture-pulse/surveys: whom the eNPS question names, and the agreement questions. */
export const pulseSurveyInputSchema = z.strictObject({
  teamName: trimmedText(PULSE_LIMITS.teamName, {
    required: say({ id: 'core.pulse.teamNameRequired', defaultMessage: 'Name your company or team' }),
    tooLong: tooLong(PULSE_LIMITS.teamName),
  }),
  questions: z.array(questionSchema).check(
    z.minLength(1, say({ id: 'core.pulse.questionsRequired', defaultMessage: 'Ask at least one question' })),
    z.maxLength(
      PULSE_LIMITS.questions,
      say(
        { id: 'core.pulse.tooManyQuestions', defaultMessage: 'At most {max} questions' },
        { max: PULSE_LIMITS.questions },
      ),
    ),
    z.refine(
      (questions) => new Set(questions.map(({ id }) => id)).size === questions.length,
      say({ id: 'core.pulse.questionRepeated', defaultMessage: 'Each question once' }),
    ),
  ),
});
export type PulseSurveyInput = z.input<typeof pulseSurveyInputSchema>;

const score = ({ min, max }: { min: number; max: number }, message: string) =>
  z.int(message).check(z.gte(min, message), z.lte(max, message));

/** The body of POST /api/pulse/{token}/answers: the eNPS score, and an agreement per question of the round (by key). */
export const pulseAnswerInputSchema = z.strictObject({
  enps: score(ENPS_SCALE, say({ id: 'core.pulse.enpsScore', defaultMessage: 'Choose a score from 0 to 10' })),
  agreements: z.record(
    questionIdSchema,
    score(AGREEMENT_SCALE, say({ id: 'core.pulse.agreementScore', defaultMessage: 'Choose how much you agree' })),
  ),
});
export type PulseAnswerInput = z.input<typeof pulseAnswerInputSchema>;

/** A round as its survey's owner sees it in the list: its number, when it opened, how many answered. */
export type PulseRoundSummary = { number: number; openedAt: string; answerCount: number };

/** A survey as its owner sees it: its questions, whether its link works, and its open round. */
export type PulseSurveyView = {
  id: string;
  teamName: string;
  questions: PulseQuestion[];
  hasLink: boolean;
  currentRound: PulseRoundSummary;
  createdAt: string;
};

/** A new survey, or a new link: the token is in this answer once, and never again (only its hash is kept). */
export type PulseSurveyLink = { token: string };

/** GET /api/pulse/{token}: what the link's holder answers, and whether this browser already did in this round. */
export type PulseInvitation = {
  teamName: string;
  round: number;
  questions: PulseQuestion[];
  hasAnswered: boolean;
};
