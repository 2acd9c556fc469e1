import { tallyOf } from '@core/account/import-contracts';
import { isAboveThreshold } from '@core/tools/team-culture-pulse/pulse-results';
import type {
  ImportedPulseSurveys,
  PulseSurveysExport,
} from '@core/tools/team-culture-pulse/team-culture-pulse-account-part';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { defineToolData, type ToolImported } from '../../tool-module/tool-data';
import { answersAboveThreshold, roundsWithCounts } from './pulse-results.service';
import { pulseAnswers, pulseRounds, pulseSurveys } from './team-culture-pulse.tables';

/**
 * The Team Culture Pulse in the account file (ADR 0107): the founder's surveys with their rounds, and the answers of
 * the rounds that reached the anonymity threshold, sorted by their scores (the order they came could name someone).
 */

type Scores = { enps: number; agreements: Record<string, number> };
const byScores = (a: Scores, b: Scores) =>
  a.enps - b.enps || JSON.stringify(a.agreements).localeCompare(JSON.stringify(b.agreements));

export async function exportPulseSurveys(db: Db, userId: string): Promise<PulseSurveysExport> {
  const surveys = await db
    .select()
    .from(pulseSurveys)
    .where(ownedBy(pulseSurveys, userId))
    .orderBy(asc(pulseSurveys.createdAt), asc(pulseSurveys.id));
  return Promise.all(
    surveys.map(async (survey) => {
      const rounds = await roundsWithCounts(db, survey.id);
      const answers = await answersAboveThreshold(db, rounds);
      return {
        teamName: survey.teamName,
        questions: survey.questions,
        createdAt: survey.createdAt.toISOString(),
        rounds: rounds.map(({ round, answerCount }) => ({
          number: round.number,
          questions: round.questions,
          openedAt: round.openedAt.toISOString(),
          closedAt: round.closedAt?.toISOString() ?? null,
          answerCount,
          answers: [...(answers.get(round.id) ?? [])].sort(byScores),
        })),
      };
    }),
  );
}

/**
 * Adds one survey of the file with its rounds and their answers (a round's below the anonymity threshold are left out:
 * counted, as the export does); its link is left for the founder to make. Its last round is open, every other closed.
 * Gives how many answers were not restored.
 */
async function addSurvey(tx: Tx, userId: string, { rounds, createdAt, ...survey }: ImportedPulseSurveys[number]) {
  const [row] = await tx
    .insert(pulseSurveys)
    .values({ userId, ...survey, ...(createdAt ? { createdAt: new Date(createdAt) } : {}) })
    .returning({ id: pulseSurveys.id });
  const ordered = [...rounds].sort((a, b) => a.number - b.number);
  let notRestored = 0;
  for (const [index, round] of ordered.entries()) {
    const isLast = index === ordered.length - 1;
    const [added] = await tx
      .insert(pulseRounds)
      .values({
        surveyId: row!.id,
        number: round.number,
        questions: round.questions,
        openedAt: new Date(round.openedAt),
        closedAt: isLast ? null : new Date(round.closedAt ?? round.openedAt),
      })
      .returning({ id: pulseRounds.id });
    const answers = isAboveThreshold(round.answers.length) ? round.answers : [];
    if (answers.length > 0)
      await tx.insert(pulseAnswers).values(answers.map((answer) => ({ roundId: added!.id, ...answer })));
    notRestored += Math.max(round.answerCount, round.answers.length) - answers.length;
  }
  if (ordered.length === 0)
    await tx.insert(pulseRounds).values({ surveyId: row!.id, number: 1, questions: survey.questions });
  return notRestored;
}

/** The file's surveys for team names the account has none for (one it has is kept as it is). */
export async function importPulseSurveys(tx: Tx, userId: string, surveys: ImportedPulseSurveys): Promise<ToolImported> {
  const existing = await tx
    .select({ name: sql<string>`lower(${pulseSurveys.teamName})` })
    .from(pulseSurveys)
    .where(ownedBy(pulseSurveys, userId));
  const taken = new Set(existing.map(({ name }) => name));
  let added = 0;
  let pulseAnswersLeft = 0;
  for (const survey of surveys) {
    if (taken.has(survey.teamName.toLowerCase())) continue;
    pulseAnswersLeft += await addSurvey(tx, userId, survey);
    added += 1;
  }
  return { pulseSurveys: tallyOf(added, surveys.length), notRestored: { pulseAnswers: pulseAnswersLeft } };
}

/** The Team Culture Pulse's part of the account file, `pulseSurveys`. */
export const teamCulturePulseData = defineToolData({
  part: 'pulseSurveys',
  tables: [pulseSurveys],
  export: exportPulseSurveys,
  import: importPulseSurveys,
});
