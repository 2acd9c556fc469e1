import {
  isAboveThreshold,
  roundFiguresOf,
  type PulseResults,
  type PulseScores,
} from '@core/tools/team-culture-pulse/pulse-results';
import { PULSE_LIMITS } from '@core/tools/team-culture-pulse/pulse-survey';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { findOwnSurvey } from './pulse-surveys.service';
import { pulseAnswers, pulseRounds } from './team-culture-pulse.tables';

/** A survey's rounds, oldest first, each with how many answered it. */
export const roundsWithCounts = (db: Db | Tx, surveyId: string) =>
  db
    .select({ round: pulseRounds, answerCount: count(pulseAnswers.id) })
    .from(pulseRounds)
    .leftJoin(pulseAnswers, eq(pulseAnswers.roundId, pulseRounds.id))
    .where(eq(pulseRounds.surveyId, surveyId))
    .groupBy(pulseRounds.id)
    .orderBy(asc(pulseRounds.number));

/**
 * The answers of the rounds among `rounds` that reached the anonymity threshold, by round: a round below it is never
 * read, so nothing computed from its answers can leave the server.
 */
export async function answersAboveThreshold(
  db: Db | Tx,
  rounds: readonly { round: { id: string }; answerCount: number }[],
): Promise<Map<string, PulseScores[]>> {
  const ids = rounds.filter(({ answerCount }) => isAboveThreshold(answerCount)).map(({ round }) => round.id);
  const byRound = new Map<string, PulseScores[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRound;
  const rows = await db
    .select({ roundId: pulseAnswers.roundId, enps: pulseAnswers.enps, agreements: pulseAnswers.agreements })
    .from(pulseAnswers)
    .where(inArray(pulseAnswers.roundId, ids));
  for (const { roundId, ...scores } of rows) byRound.get(roundId)?.push(scores);
  return byRound;
}

/** Every round of the founder's survey with its figures, or none below the anonymity threshold. */
export async function surveyResults(db: Db, userId: string, surveyId: string): Promise<PulseResults> {
  const survey = await findOwnSurvey(db, userId, surveyId);
  const rounds = await roundsWithCounts(db, survey.id);
  const answers = await answersAboveThreshold(db, rounds);
  return {
    threshold: PULSE_LIMITS.anonymityThreshold,
    rounds: rounds.map(({ round, answerCount }) => {
      const scores = answers.get(round.id);
      return {
        number: round.number,
        openedAt: round.openedAt.toISOString(),
        closedAt: round.closedAt?.toISOString() ?? null,
        answerCount,
        figures: scores ? roundFiguresOf(round.questions, scores) : null,
      };
    }),
  };
}
