import type { PulseResults, PulseRoundResult, QuestionAverage } from '@core/tools/team-culture-pulse/pulse-results';

type ShownRound = PulseRoundResult & { figures: NonNullable<PulseRoundResult['figures']> };

/** The rounds that reached the anonymity threshold, oldest first: the only ones with figures. */
export const roundsWithFigures = (results: PulseResults): ShownRound[] =>
  results.rounds.filter((round): round is ShownRound => round.figures !== null);

/** How many rounds the averages chart compares. */
const COMPARED_ROUNDS = 3;

/**
 * The averages to chart: the questions of the last round with figures, and that round with up to two earlier ones
 * that asked every one of those questions (a question they lacked would have no bar), oldest first.
 */
export function averagesToChart(results: PulseResults): { questions: QuestionAverage[]; rounds: ShownRound[] } | null {
  const shown = roundsWithFigures(results);
  const latest = shown.at(-1);
  if (!latest) return null;
  const questions = latest.figures.averages;
  const averageIn = (round: ShownRound, questionId: string) =>
    round.figures.averages.find((average) => average.questionId === questionId)?.average;
  const comparable = shown.filter((round) =>
    questions.every(({ questionId }) => typeof averageIn(round, questionId) === 'number'),
  );
  return {
    questions,
    rounds: comparable.slice(-COMPARED_ROUNDS).map((round) => ({
      ...round,
      figures: {
        ...round.figures,
        averages: questions.map(({ questionId, text }) => ({
          questionId,
          text,
          average: averageIn(round, questionId)!,
        })),
      },
    })),
  };
}

export type ResultsCsvWords = {
  round: string;
  opened: string;
  closed: string;
  answers: string;
  enps: string;
  promoters: string;
  passives: string;
  detractors: string;
};

/**
 * Every round as a row of the CSV (a round below the threshold with its count alone), a column per question asked in
 * any round (headed by its latest words), dates as ISO days.
 */
export function resultsCsvRows(results: PulseResults, words: ResultsCsvWords): (string | number)[][] {
  const questions = new Map<string, string>();
  for (const round of results.rounds)
    for (const { questionId, text } of round.figures?.averages ?? []) questions.set(questionId, text);
  const ids = [...questions.keys()];
  const header = [
    words.round,
    words.opened,
    words.closed,
    words.answers,
    words.enps,
    words.promoters,
    words.passives,
    words.detractors,
    ...questions.values(),
  ];
  const rows = results.rounds.map(({ number, openedAt, closedAt, answerCount, figures }) => [
    number,
    openedAt.slice(0, 10),
    closedAt?.slice(0, 10) ?? '',
    answerCount,
    ...(figures
      ? [
          Math.round(figures.enps),
          figures.promoters,
          figures.passives,
          figures.detractors,
          ...ids.map((id) => {
            const average = figures.averages.find(({ questionId }) => questionId === id)?.average;
            return average === null || average === undefined ? '' : Math.round(average * 100) / 100;
          }),
        ]
      : ['', '', '', '', ...ids.map(() => '')]),
  ]);
  return [header, ...rows];
}
