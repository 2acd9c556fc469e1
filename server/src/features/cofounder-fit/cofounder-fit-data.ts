import type { AccountExport } from '@core/account/export-contracts';
import { tallyOf, type AccountImport, type Tally } from '@core/account/import-contracts';
import { ASSESSMENT_LIMITS, RESULTS_CAP_MESSAGE } from '@core/tools/cofounder-fit/assessment-contracts';
import { scoreAssessment } from '@core/tools/cofounder-fit/cofounder-assessment';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { assessmentInvites, assessmentResults } from './cofounder-fit.tables';
import { AppError } from '../../lib/errors';
import { defineToolData } from '../../tool-module/tool-data';

/**
 * The co-founder assessments in the account file (ADR 0029, 0030): each result with its invitations for the export;
 * the import adds the results (never the invitations: their tokens are never exported) — the tool's adapter of the
 * account file (ADR 0061), `cofounderFitData`.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The user's results, oldest first, each with the invitations it sent. */
export async function exportAssessments(db: Db, userId: string): Promise<AccountExport['assessments']> {
  const results = await db
    .select()
    .from(assessmentResults)
    .where(ownedBy(assessmentResults, userId))
    .orderBy(asc(assessmentResults.createdAt));
  const invites = results.length
    ? await db
        .select()
        .from(assessmentInvites)
        .where(
          inArray(
            assessmentInvites.assessmentId,
            results.map((result) => result.id),
          ),
        )
    : [];
  return results.map((result) => ({
    answers: result.answers,
    totalScore: result.totalScore,
    compatibility: result.compatibility,
    createdAt: result.createdAt.toISOString(),
    invites: invites
      .filter((invite) => invite.assessmentId === result.id)
      .map(({ email, answers, answeredAt, expiresAt }) => ({
        email,
        answers,
        answeredAt: iso(answeredAt),
        expiresAt: expiresAt.toISOString(),
      })),
  }));
}

/**
 * Results by their moment and answers (the same result is not kept twice); the score is the server's, from the answers.
 * Invitations are counted as not restored.
 */
export async function importAssessments(
  tx: Tx,
  userId: string,
  results: AccountImport['assessments'],
): Promise<{ assessments: Tally; notRestored: { invitations: number } }> {
  const kept = await tx
    .select({ answers: assessmentResults.answers, createdAt: assessmentResults.createdAt })
    .from(assessmentResults)
    .where(ownedBy(assessmentResults, userId));
  const keyOf = (answers: number[], at: Date) => `${at.getTime()}:${answers.join(',')}`;
  const known = new Set(kept.map((row) => keyOf(row.answers, row.createdAt)));
  const fresh = results.filter((result) => !known.has(keyOf(result.answers, new Date(result.createdAt))));
  if (kept.length + fresh.length > ASSESSMENT_LIMITS.resultsPerUser) {
    throw new AppError('VALIDATION_FAILED', RESULTS_CAP_MESSAGE, [
      { path: 'assessments', message: RESULTS_CAP_MESSAGE },
    ]);
  }
  // At most the cap (100) rows: one insert.
  if (fresh.length) {
    await tx.insert(assessmentResults).values(
      fresh.map(({ answers, createdAt }) => ({
        userId,
        answers,
        ...pick(scoreAssessment(answers)),
        createdAt: new Date(createdAt),
      })),
    );
  }
  const invitations = results.reduce((total, result) => total + result.invites.length, 0);
  return { assessments: tallyOf(fresh.length, results.length), notRestored: { invitations } };
}
const pick = ({ totalScore, compatibility }: ReturnType<typeof scoreAssessment>) => ({ totalScore, compatibility });

/** The assessments' part of the account file, `assessments`. */
export const cofounderFitData = defineToolData({
  part: 'assessments',
  tables: [assessmentResults],
  export: exportAssessments,
  import: importAssessments,
});
