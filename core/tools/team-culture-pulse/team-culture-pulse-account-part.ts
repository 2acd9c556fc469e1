import { when } from '../../account/export-fields';
import { flagRepeats, instant, listOf } from '../../account/import-fields';
import { say } from '../../i18n/say';
import { z } from '../../zod';
import { PULSE_LIMITS, pulseAnswerInputSchema, pulseSurveyInputSchema } from './pulse-survey';

/*
 * The Team Culture Pulse's part of the account file, `pulseSurveys` (ADR 0107): the founder's surveys, each with its
 * rounds (the questions each was asked with, when it opened and closed, how many answered) and the anonymous answers
 * of the rounds that reached the anonymity threshold — sorted by their scores, never in the order they came. A round
 * below it gives its count alone, as its results do. Never the link (a new one is made after an import).
 */

const questionExport = z.object({ id: z.string(), text: z.string() });
const answerExport = z.object({ enps: z.number(), agreements: z.record(z.string(), z.number()) });

/** The surveys as the export writes them, oldest first; their rounds oldest first. */
export const pulseSurveysExportSchema = z.array(
  z.object({
    teamName: z.string(),
    questions: z.array(questionExport),
    createdAt: when,
    rounds: z.array(
      z.object({
        number: z.number(),
        questions: z.array(questionExport),
        openedAt: when,
        closedAt: z.nullable(when),
        answerCount: z.number(),
        answers: z.array(answerExport),
      }),
    ),
  }),
);
export type PulseSurveysExport = z.infer<typeof pulseSurveysExportSchema>;

/** Rounds a survey may bring in a file: a weekly pulse for twenty years. */
const ROUNDS_MAX = 1000;
const ANSWERS_MAX = 10_000;

const importedRound = z.object({
  number: z.int().check(z.gte(1)),
  questions: pulseSurveyInputSchema.shape.questions,
  openedAt: instant,
  closedAt: z._default(z.nullable(instant), null),
  answerCount: z._default(z.int().check(z.gte(0)), 0),
  answers: listOf(
    pulseAnswerInputSchema,
    ANSWERS_MAX,
    say(
      { id: 'core.account.tooManyPulseAnswers', defaultMessage: 'At most {max} answers a round' },
      { max: ANSWERS_MAX },
    ),
  ),
});

const importedSurvey = z.object({
  ...pulseSurveyInputSchema.shape,
  createdAt: z.optional(instant),
  rounds: listOf(
    importedRound,
    ROUNDS_MAX,
    say({ id: 'core.account.tooManyPulseRounds', defaultMessage: 'At most {max} rounds' }, { max: ROUNDS_MAX }),
  ),
});
export type ImportedPulseSurvey = z.output<typeof importedSurvey>;

/** The surveys of the file, one per team name; an older file has none (nothing changes). */
export const importedPulseSurveysSchema = listOf(
  importedSurvey,
  PULSE_LIMITS.surveys,
  say(
    { id: 'core.account.tooManyPulseSurveys', defaultMessage: 'At most {max} pulse surveys' },
    { max: PULSE_LIMITS.surveys },
  ),
).check(
  z.superRefine((surveys, context) =>
    flagRepeats(
      surveys,
      (survey) => survey.teamName.toLowerCase(),
      say({ id: 'core.account.pulseSurveyRepeated', defaultMessage: 'Two pulse surveys are for this team' }),
      (index) => [index, 'teamName'],
      context,
    ),
  ),
);
export type ImportedPulseSurveys = z.output<typeof importedPulseSurveysSchema>;
