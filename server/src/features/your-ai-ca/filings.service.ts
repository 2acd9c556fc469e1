import { say } from '@core/i18n/say';
import { indianComplianceCalendar } from '@core/tools/your-ai-ca/compliance-calendar';
import { findRule } from '@core/tools/your-ai-ca/compliance-rules';
import { RULE_IDS } from '@core/tools/your-ai-ca/rule-ids';
import {
  COMPLIANCE_LIMITS,
  FILINGS_CAP_MESSAGE,
  type CalendarResult,
  type FiledResult,
  type FileFilingInput,
  type FilingInput,
  type FilingView,
  type UpdateFilingInput,
} from '@core/tools/your-ai-ca/compliance-contracts';
import { filingStatus, nextOccurrence } from '@core/tools/your-ai-ca/filing-schedule';
import type { IsoDate } from '@core/tools/your-ai-ca/calendar-dates';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser, type Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { complianceFilings } from './your-ai-ca.tables';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';
import { getCompanyProfile } from './company-profile.service';

type FilingRow = typeof complianceFilings.$inferSelect;
/** Whose filings, and the day it is for them (what pending and overdue are worked out against). */
export type Owner = { db: Db; userId: string; today: IsoDate };

const filingNotFound = () =>
  new AppError('NOT_FOUND', say({ id: 'server.yourAiCa.filingNotFound', defaultMessage: 'Filing not found' }));

export const toFilingView = (row: FilingRow, today: IsoDate): FilingView => ({
  id: row.id,
  type: row.type,
  ruleId: findRule(row.ruleId)?.id ?? null,
  period: row.period,
  dueDate: row.dueDate,
  recurrence: row.recurrence,
  status: filingStatus(row, today),
  filedOn: row.filedOn,
  reference: row.reference,
  amount: row.amount,
});

/** Every filing of the user's, the soonest due first (the same day by type). */
export async function listFilings({ db, userId, today }: Owner): Promise<FilingView[]> {
  const rows = await db
    .select()
    .from(complianceFilings)
    .where(ownedBy(complianceFilings, userId))
    .orderBy(asc(complianceFilings.dueDate), asc(complianceFilings.type), asc(complianceFilings.id));
  return rows.map((row) => toFilingView(row, today));
}

/** Refuses `adding` more filings than the cap allows (under the user's lock, so two requests cannot both pass). */
async function checkRoom(tx: Tx, userId: string, adding: number) {
  await lockUser(tx, userId);
  const [kept] = await tx.select({ total: count() }).from(complianceFilings).where(ownedBy(complianceFilings, userId));
  if ((kept?.total ?? 0) + adding > COMPLIANCE_LIMITS.filingsPerUser)
    throw new AppError('VALIDATION_FAILED', FILINGS_CAP_MESSAGE);
}

/** The user's own filing; anyone else's, or no such id, is a 404 (no existence leak). */
async function findOwnFiling(db: Db | Tx, userId: string, id: string): Promise<FilingRow> {
  if (!isUuid(id)) throw filingNotFound();
  const [row] = await db
    .select()
    .from(complianceFilings)
    .where(ownedBy(complianceFilings, userId, eq(complianceFilings.id, id)));
  if (!row) throw filingNotFound();
  return row;
}

/** A filing of the user's own (no rule: it repeats by its recurrence from the date they gave). */
export async function createFiling({ db, userId, today }: Owner, input: FilingInput): Promise<FilingView> {
  const row = await db.transaction(async (tx) => {
    await checkRoom(tx, userId, 1);
    const [inserted] = await tx
      .insert(complianceFilings)
      .values({ userId, ...input })
      .returning();
    return inserted!;
  });
  return toFilingView(row, today);
}

/**
 * Changes a filing. The user's date wins: a new due date is kept as given (and its reminder goes again); a new
 * period or recurrence makes a calendar filing the user's own (its next occurrence then follows their date).
 */
export async function updateFiling(
  { db, userId, today }: Owner,
  id: string,
  input: UpdateFilingInput,
): Promise<FilingView> {
  const current = await findOwnFiling(db, userId, id);
  const leavesRule =
    (input.period !== undefined && input.period !== current.period) ||
    (input.recurrence !== undefined && input.recurrence !== current.recurrence);
  const movesDate = input.dueDate !== undefined && input.dueDate !== current.dueDate;
  const [row] = await db
    .update(complianceFilings)
    .set({ ...input, ...(leavesRule ? { ruleId: null } : {}), ...(movesDate ? { remindedAt: null } : {}) })
    .where(ownedBy(complianceFilings, userId, eq(complianceFilings.id, id)))
    .returning();
  if (!row) throw filingNotFound();
  return toFilingView(row, today);
}

export async function deleteFiling({ db, userId }: Owner, id: string): Promise<void> {
  if (!isUuid(id)) throw filingNotFound();
  const deleted = await db
    .delete(complianceFilings)
    .where(ownedBy(complianceFilings, userId, eq(complianceFilings.id, id)))
    .returning({ id: complianceFilings.id });
  if (deleted.length === 0) throw filingNotFound();
}

/**
 * 'File Now': records the filing as filed and adds its next occurrence (by its rule, else by its recurrence),
 * in one transaction. A filing already filed is a 409 (two clicks file it once). When the next occurrence is
 * already there (the calendar added it), that one is given back and none is added.
 */
export async function fileFiling(
  { db, userId, today }: Owner,
  id: string,
  input: FileFilingInput,
): Promise<FiledResult> {
  return db.transaction(async (tx) => {
    const current = await findOwnFiling(tx, userId, id);
    const [filed] = await tx
      .update(complianceFilings)
      .set({ filedOn: input.filedOn, reference: input.reference || null, amount: input.amount ?? null })
      .where(and(eq(complianceFilings.id, id), isNull(complianceFilings.filedOn)))
      .returning();
    if (!filed)
      throw new AppError(
        'CONFLICT',
        say({ id: 'server.yourAiCa.alreadyFiled', defaultMessage: 'This filing is already filed' }),
      );
    const next = nextOccurrence(current, await getCompanyProfile(tx, userId));
    if (!next) return { filed: toFilingView(filed, today), next: null };
    await checkRoom(tx, userId, 1);
    const values = { userId, type: current.type, ruleId: current.ruleId, recurrence: current.recurrence, ...next };
    const [added] = await tx.insert(complianceFilings).values(values).onConflictDoNothing().returning();
    const nextRow =
      added ??
      (
        await tx
          .select()
          .from(complianceFilings)
          .where(
            ownedBy(
              complianceFilings,
              userId,
              eq(complianceFilings.ruleId, current.ruleId!),
              eq(complianceFilings.period, next.period),
            ),
          )
      )[0]!;
    return { filed: toFilingView(filed, today), next: toFilingView(nextRow, today) };
  });
}

/**
 * 'Add Indian compliance calendar': for each rule the company's answers say applies, its next filing due today or
 * later; those the user already has are skipped. Without answers it is a 422: the calendar cannot know what applies.
 */
export async function addIndianCalendar({ db, userId, today }: Owner): Promise<CalendarResult> {
  const rows = await db.transaction(async (tx) => {
    const profile = await getCompanyProfile(tx, userId);
    if (!profile)
      throw new AppError(
        'VALIDATION_FAILED',
        say({
          id: 'server.yourAiCa.answerFirst',
          defaultMessage: 'Say what applies to your company first: the calendar adds only the filings that do.',
        }),
      );
    const calendar = indianComplianceCalendar(today, profile);
    await checkRoom(tx, userId, calendar.length);
    return tx
      .insert(complianceFilings)
      .values(calendar.map((filing) => ({ userId, ...filing })))
      .onConflictDoNothing()
      .returning();
  });
  const order = new Map(RULE_IDS.map((ruleId, index) => [ruleId, index]));
  rows.sort((a, b) => order.get(a.ruleId!)! - order.get(b.ruleId!)!);
  return { added: rows.map((row) => toFilingView(row, today)) };
}
