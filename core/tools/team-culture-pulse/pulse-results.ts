import { AGREEMENT_SCALE, PULSE_LIMITS, type PulseQuestion } from './pulse-survey';

/** One anonymous answer: the eNPS score (0–10) and an agreement (1–5) per question key. */
export type PulseScores = { enps: number; agreements: Readonly<Record<string, number>> };

/**
 * An employee Net Promoter Score (Bain & Company's Net Promoter Score, asked of a team about their workplace): the
 * percentage of promoters (9 or 10) minus the percentage of detractors (0 to 6), from −100 to 100; null without scores.
 * Source: Bain & Company, 'Measuring Your Net Promoter Score', https://nps.bain.com/about/measuring-your-net-promoter-score/
 */
export function enpsOf(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const promoters = scores.filter((score) => score >= 9).length;
  const detractors = scores.filter((score) => score <= 6).length;
  return ((promoters - detractors) / scores.length) * 100;
}

/** How many promoters (9–10), passives (7–8) and detractors (0–6) answered. */
export function enpsGroupsOf(scores: readonly number[]) {
  return {
    promoters: scores.filter((score) => score >= 9).length,
    passives: scores.filter((score) => score === 7 || score === 8).length,
    detractors: scores.filter((score) => score <= 6).length,
  };
}

/** Whether a round with this many answers may show figures (PULSE_LIMITS.anonymityThreshold or more). */
export const isAboveThreshold = (answerCount: number) => answerCount >= PULSE_LIMITS.anonymityThreshold;

/** A question's average agreement in a round (null when nobody answered it). */
export type QuestionAverage = { questionId: string; text: string; average: number | null };

/** The average agreement with each question of a round, in the round's order. */
export function questionAveragesOf(
  questions: readonly PulseQuestion[],
  answers: readonly PulseScores[],
): QuestionAverage[] {
  return questions.map(({ id, text }) => {
    const scores = answers
      .map((answer) => answer.agreements[id])
      .filter((value): value is number => value !== undefined && value >= AGREEMENT_SCALE.min);
    const average = scores.length === 0 ? null : scores.reduce((sum, value) => sum + value, 0) / scores.length;
    return { questionId: id, text, average };
  });
}

/** A round's figures, once it reached the threshold. */
export type PulseRoundFigures = {
  enps: number;
  promoters: number;
  passives: number;
  detractors: number;
  averages: QuestionAverage[];
};

/** A round as its results show it: figures only at or above the anonymity threshold (null below it). */
export type PulseRoundResult = {
  number: number;
  openedAt: string;
  closedAt: string | null;
  answerCount: number;
  figures: PulseRoundFigures | null;
};

/** GET /api/team-culture-pulse/surveys/{id}/results: every round, oldest first. */
export type PulseResults = { threshold: number; rounds: PulseRoundResult[] };

/** A round's figures from its answers, or null below the anonymity threshold (nothing of the answers is told). */
export function roundFiguresOf(
  questions: readonly PulseQuestion[],
  answers: readonly PulseScores[],
): PulseRoundFigures | null {
  if (!isAboveThreshold(answers.length)) return null;
  const scores = answers.map(({ enps }) => enps);
  return { enps: enpsOf(scores)!, ...enpsGroupsOf(scores), averages: questionAveragesOf(questions, answers) };
}
