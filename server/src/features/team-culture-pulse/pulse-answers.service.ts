import { say } from '@core/i18n/say';
import type { PulseAnswerInput, PulseInvitation } from '@core/tools/team-culture-pulse/pulse-survey';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashLinkToken, isLinkTokenShaped } from '../../lib/link-tokens';
import { pulseAnswers, pulseRounds, pulseSurveys } from './team-culture-pulse.tables';

/**
 * A survey's anonymous link (ADR 0107): whoever holds it answers the open round once per browser, with no account.
 * Nothing of who answered is kept: the answer row holds the scores and the round, and the browser a cookie.
 */

/** Whether this browser already answered the round (its cookie, read by the route). */
export type AnsweredInThisBrowser = (roundId: string) => boolean;

const linkInvalid = () =>
  new AppError(
    'NOT_FOUND',
    say({ id: 'server.pulse.linkInvalid', defaultMessage: 'This survey link does not work any more' }),
  );

/** The survey the link opens and its open round; an unknown or replaced link is a 404. */
async function openRoundOf(db: Db, token: string) {
  if (!isLinkTokenShaped(token)) throw linkInvalid();
  const [row] = await db
    .select({ teamName: pulseSurveys.teamName, round: pulseRounds })
    .from(pulseSurveys)
    .innerJoin(pulseRounds, and(eq(pulseRounds.surveyId, pulseSurveys.id), isNull(pulseRounds.closedAt)))
    .where(eq(pulseSurveys.tokenHash, hashLinkToken(token)));
  if (!row) throw linkInvalid();
  return row;
}

/** What the link's holder is asked, and whether this browser answered the open round already. */
export async function readInvitation(
  db: Db,
  token: string,
  hasAnswered: AnsweredInThisBrowser,
): Promise<PulseInvitation & { roundId: string }> {
  const { teamName, round } = await openRoundOf(db, token);
  return {
    teamName,
    round: round.number,
    questions: round.questions,
    hasAnswered: hasAnswered(round.id),
    roundId: round.id,
  };
}

/**
 * Keeps one answer to the open round — every question of the round answered, no other — and gives the round's id
 * (the route marks the browser with it). A browser that answered this round already is a 409.
 */
export async function answerRound(
  db: Db,
  token: string,
  { enps, agreements }: PulseAnswerInput,
  hasAnswered: AnsweredInThisBrowser,
): Promise<{ roundId: string }> {
  const { round } = await openRoundOf(db, token);
  if (hasAnswered(round.id))
    throw new AppError(
      'CONFLICT',
      say({ id: 'server.pulse.alreadyAnswered', defaultMessage: 'You have already answered this round' }),
    );
  const asked = new Set(round.questions.map(({ id }) => id));
  const issues = [
    ...round.questions
      .filter(({ id }) => agreements[id] === undefined)
      .map(({ id }) => ({
        path: `agreements.${id}`,
        message: say({ id: 'server.pulse.answerEveryQuestion', defaultMessage: 'Choose how much you agree' }),
      })),
    ...Object.keys(agreements)
      .filter((id) => !asked.has(id))
      .map((id) => ({
        path: `agreements.${id}`,
        message: say({ id: 'server.pulse.notAQuestion', defaultMessage: 'Not a question of this round' }),
      })),
  ];
  if (issues.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      say({ id: 'server.pulse.answerIncomplete', defaultMessage: 'Answer every question' }),
      issues,
    );
  await db.insert(pulseAnswers).values({ roundId: round.id, enps, agreements });
  return { roundId: round.id };
}
