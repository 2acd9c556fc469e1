import { say } from '@core/i18n/say';
import { compareAssessments } from '@core/tools/cofounder-fit/assessment-comparison';
import {
  ASSESSMENT_LIMITS,
  RESULTS_CAP_MESSAGE,
  type AssessmentInviteView,
  type AssessmentSummary,
  type SavedAssessment,
} from '@core/tools/cofounder-fit/assessment-contracts';
import { scoreAssessment } from '@core/tools/cofounder-fit/cofounder-assessment';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { assessmentInvites, assessmentResults } from './cofounder-fit.tables';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';

type ResultRow = typeof assessmentResults.$inferSelect;
type InviteRow = typeof assessmentInvites.$inferSelect;

const resultNotFound = () =>
  new AppError(
    'NOT_FOUND',
    say({ id: 'server.cofounderFit.resultNotFound', defaultMessage: 'Assessment result not found' }),
  );

/** The user's own result by id; anyone else's, or no such id, is a 404 (no existence leak). */
export async function findOwnResult(db: Db, userId: string, id: string): Promise<ResultRow> {
  if (!isUuid(id)) throw resultNotFound();
  const [row] = await db
    .select()
    .from(assessmentResults)
    .where(ownedBy(assessmentResults, userId, eq(assessmentResults.id, id)));
  if (!row) throw resultNotFound();
  return row;
}

/** An invitation as its sender sees it; the comparison once the co-founder has answered. */
export function toInviteView(ownerAnswers: number[], invite: InviteRow, now = new Date()): AssessmentInviteView {
  const status = invite.answers ? 'answered' : invite.expiresAt.getTime() <= now.getTime() ? 'expired' : 'waiting';
  return {
    id: invite.id,
    email: invite.email,
    status,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
    comparison: invite.answers ? compareAssessments(ownerAnswers, invite.answers) : null,
  };
}

const toSummary = (row: ResultRow): AssessmentSummary => ({
  id: row.id,
  totalScore: row.totalScore,
  compatibility: row.compatibility,
  createdAt: row.createdAt.toISOString(),
});

const toSaved = (row: ResultRow, invites: InviteRow[]): SavedAssessment => ({
  ...toSummary(row),
  answers: row.answers,
  result: scoreAssessment(row.answers),
  invites: invites.map((invite) => toInviteView(row.answers, invite)),
});

const RESULTS_CAP = ASSESSMENT_LIMITS.resultsPerUser;

/**
 * Saves a finished assessment with the score the server computes from the answers (never the client's); a user
 * keeps at most ASSESSMENT_LIMITS.resultsPerUser (422 beyond, nothing saved).
 */
export async function saveAssessment(db: Db, userId: string, answers: number[]): Promise<SavedAssessment> {
  const { totalScore, compatibility } = scoreAssessment(answers);
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [kept] = await tx
      .select({ total: count() })
      .from(assessmentResults)
      .where(ownedBy(assessmentResults, userId));
    if ((kept?.total ?? 0) >= RESULTS_CAP) throw new AppError('VALIDATION_FAILED', RESULTS_CAP_MESSAGE);
    const [inserted] = await tx
      .insert(assessmentResults)
      .values({ userId, answers, totalScore, compatibility })
      .returning();
    return inserted!;
  });
  return toSaved(row, []);
}

/** The user's past results, all of them (at most the cap), newest first; results of the same moment by id. */
export async function listAssessments(db: Db, userId: string): Promise<AssessmentSummary[]> {
  const rows = await db
    .select()
    .from(assessmentResults)
    .where(ownedBy(assessmentResults, userId))
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
    .limit(RESULTS_CAP);
  return rows.map(toSummary);
}

/** One of the user's results, whole, with its invitations (oldest first). */
export async function getAssessment(db: Db, userId: string, id: string): Promise<SavedAssessment> {
  const row = await findOwnResult(db, userId, id);
  const invites = await db
    .select()
    .from(assessmentInvites)
    .where(eq(assessmentInvites.assessmentId, id))
    .orderBy(asc(assessmentInvites.createdAt));
  return toSaved(row, invites);
}

/** Deletes one of the user's results and its invitations (their links stop working). */
export async function deleteAssessment(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw resultNotFound();
  const deleted = await db
    .delete(assessmentResults)
    .where(ownedBy(assessmentResults, userId, eq(assessmentResults.id, id)))
    .returning({ id: assessmentResults.id });
  if (deleted.length === 0) throw resultNotFound();
}
