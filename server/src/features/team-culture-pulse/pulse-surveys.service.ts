import { say } from '@core/i18n/say';
import {
  PULSE_LIMITS,
  type PulseQuestion,
  type PulseSurveyLink,
  type PulseSurveyView,
} from '@core/tools/team-culture-pulse/pulse-survey';
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser, type Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { pulseAnswers, pulseRounds, pulseSurveys } from './team-culture-pulse.tables';

/** The founder's surveys (ADR 0107): made, edited, deleted; a new round; a new anonymous link. */

type SurveyInput = { teamName: string; questions: PulseQuestion[] };
type SurveyRow = typeof pulseSurveys.$inferSelect;

const notFound = () =>
  new AppError('NOT_FOUND', say({ id: 'server.pulse.surveyNotFound', defaultMessage: 'Survey not found' }));

/** The open round of each of the surveys, with how many answered it. */
async function openRoundsOf(db: Db | Tx, surveyIds: string[]) {
  if (surveyIds.length === 0) return new Map<string, PulseSurveyView['currentRound'] & { id: string }>();
  const rows = await db
    .select({
      id: pulseRounds.id,
      surveyId: pulseRounds.surveyId,
      number: pulseRounds.number,
      openedAt: pulseRounds.openedAt,
      answerCount: count(pulseAnswers.id),
    })
    .from(pulseRounds)
    .leftJoin(pulseAnswers, eq(pulseAnswers.roundId, pulseRounds.id))
    .where(and(inArray(pulseRounds.surveyId, surveyIds), isNull(pulseRounds.closedAt)))
    .groupBy(pulseRounds.id);
  return new Map(
    rows.map(({ surveyId, openedAt, ...round }) => [surveyId, { ...round, openedAt: openedAt.toISOString() }]),
  );
}

const viewOf = (survey: SurveyRow, round: PulseSurveyView['currentRound'] & { id?: string }): PulseSurveyView => ({
  id: survey.id,
  teamName: survey.teamName,
  questions: survey.questions,
  hasLink: survey.tokenHash !== null,
  currentRound: { number: round.number, openedAt: round.openedAt, answerCount: round.answerCount },
  createdAt: survey.createdAt.toISOString(),
});

/** The founder's surveys, oldest first, each with its open round. */
export async function listSurveys(db: Db, userId: string): Promise<PulseSurveyView[]> {
  const surveys = await db
    .select()
    .from(pulseSurveys)
    .where(ownedBy(pulseSurveys, userId))
    .orderBy(asc(pulseSurveys.createdAt), asc(pulseSurveys.id));
  const rounds = await openRoundsOf(
    db,
    surveys.map(({ id }) => id),
  );
  return surveys.map((survey) => viewOf(survey, rounds.get(survey.id)!));
}

/** One of the founder's surveys (another's, or none, is a 404). */
export async function findOwnSurvey(db: Db | Tx, userId: string, surveyId: string): Promise<SurveyRow> {
  if (!isUuid(surveyId)) throw notFound();
  const [survey] = await db
    .select()
    .from(pulseSurveys)
    .where(ownedBy(pulseSurveys, userId, eq(pulseSurveys.id, surveyId)));
  if (!survey) throw notFound();
  return survey;
}

async function surveyView(db: Db | Tx, survey: SurveyRow): Promise<PulseSurveyView> {
  return viewOf(survey, (await openRoundsOf(db, [survey.id])).get(survey.id)!);
}

/** A new survey, its first round open and its link made: the token is in this answer only. */
export async function createSurvey(
  db: Db,
  userId: string,
  input: SurveyInput,
): Promise<{ survey: PulseSurveyView } & PulseSurveyLink> {
  const token = newLinkToken();
  const survey = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ surveys } = { surveys: 0 }] = await tx
      .select({ surveys: count() })
      .from(pulseSurveys)
      .where(ownedBy(pulseSurveys, userId));
    if (surveys >= PULSE_LIMITS.surveys)
      throw new AppError(
        'CONFLICT',
        say(
          {
            id: 'server.pulse.tooManySurveys',
            defaultMessage: 'You can keep up to {max} surveys. Delete one to make another.',
          },
          { max: PULSE_LIMITS.surveys },
        ),
      );
    const [row] = await tx
      .insert(pulseSurveys)
      .values({ userId, ...input, tokenHash: hashLinkToken(token) })
      .returning();
    await tx.insert(pulseRounds).values({ surveyId: row!.id, number: 1, questions: input.questions });
    return surveyView(tx, row!);
  });
  return { survey, token };
}

/**
 * Changes the survey's team name and questions. The open round takes them too while nobody has answered it; once
 * someone has, its questions stay as they were answered and the next round asks the new ones.
 */
export async function updateSurvey(
  db: Db,
  userId: string,
  surveyId: string,
  input: SurveyInput,
): Promise<PulseSurveyView> {
  return db.transaction(async (tx) => {
    const survey = await findOwnSurvey(tx, userId, surveyId);
    const [updated] = await tx.update(pulseSurveys).set(input).where(eq(pulseSurveys.id, survey.id)).returning();
    await tx
      .update(pulseRounds)
      .set({ questions: input.questions })
      .where(
        and(
          eq(pulseRounds.surveyId, survey.id),
          isNull(pulseRounds.closedAt),
          sql`not exists (select 1 from ${pulseAnswers} where ${pulseAnswers.roundId} = ${pulseRounds.id})`,
        ),
      );
    return surveyView(tx, updated!);
  });
}

export async function deleteSurvey(db: Db, userId: string, surveyId: string): Promise<void> {
  const survey = await findOwnSurvey(db, userId, surveyId);
  await db.delete(pulseSurveys).where(eq(pulseSurveys.id, survey.id));
}

/** Closes the open round and opens the next, with the survey's questions as they are now; the link stays the same. */
export async function openNextRound(db: Db, userId: string, surveyId: string): Promise<PulseSurveyView> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const survey = await findOwnSurvey(tx, userId, surveyId);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(pulseRounds.number) })
      .from(pulseRounds)
      .where(eq(pulseRounds.surveyId, survey.id));
    await tx
      .update(pulseRounds)
      .set({ closedAt: sql`now()` })
      .where(and(eq(pulseRounds.surveyId, survey.id), isNull(pulseRounds.closedAt)));
    await tx.insert(pulseRounds).values({ surveyId: survey.id, number: (last ?? 0) + 1, questions: survey.questions });
    return surveyView(tx, survey);
  });
}

/** A new anonymous link to the survey: the old one stops working; the token is in this answer only. */
export async function makeNewLink(db: Db, userId: string, surveyId: string): Promise<PulseSurveyLink> {
  const survey = await findOwnSurvey(db, userId, surveyId);
  const token = newLinkToken();
  await db
    .update(pulseSurveys)
    .set({ tokenHash: hashLinkToken(token) })
    .where(eq(pulseSurveys.id, survey.id));
  return { token };
}
