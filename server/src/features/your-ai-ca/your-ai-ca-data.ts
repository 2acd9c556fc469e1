import { tallyOf, type Tally } from '@core/account/import-contracts';
import {
  COMPLIANCE_LIMITS,
  FILINGS_CAP_MESSAGE,
  PAYMENTS_CAP_MESSAGE,
} from '@core/tools/your-ai-ca/compliance-contracts';
import { keepsRule } from '@core/tools/your-ai-ca/compliance-rules';
import { DEFAULT_REMINDER_DAYS } from '@core/tools/your-ai-ca/filing-schedule';
import type {
  ImportedFiling,
  ImportedPayment,
  ImportedYourAiCa,
  YourAiCaExport,
} from '@core/tools/your-ai-ca/your-ai-ca-account-part';
import { asc, count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { complianceFilings, compliancePayments, complianceProfiles, complianceSettings } from './your-ai-ca.tables';
import { getCompanyProfile } from './company-profile.service';
import { AppError } from '../../lib/errors';
import { defineToolData } from '../../tool-module/tool-data';
import { rowsToAdd } from './rows-to-add';

/**
 * Your AI CA's calendar in the account file (ADR 0050): read from its tables for the export, written back by the
 * import in the import's transaction — the tool's adapter of the account file (ADR 0061), `yourAiCaData`.
 */

/** The user's filings (soonest due first), payments (newest first), reminder setting and answers, as the export writes them. */
export async function exportYourAiCa(db: Db, userId: string): Promise<YourAiCaExport> {
  const [filings, payments, [settings], profile] = await Promise.all([
    db
      .select()
      .from(complianceFilings)
      .where(ownedBy(complianceFilings, userId))
      .orderBy(
        asc(complianceFilings.dueDate),
        asc(complianceFilings.type),
        asc(complianceFilings.period),
        asc(complianceFilings.createdAt),
        asc(complianceFilings.id),
      ),
    db
      .select()
      .from(compliancePayments)
      .where(ownedBy(compliancePayments, userId))
      .orderBy(
        desc(compliancePayments.paidOn),
        desc(compliancePayments.createdAt),
        asc(compliancePayments.description),
        asc(compliancePayments.id),
      ),
    db
      .select({ reminderDays: complianceSettings.reminderDays })
      .from(complianceSettings)
      .where(ownedBy(complianceSettings, userId)),
    getCompanyProfile(db, userId),
  ]);
  return {
    settings: { reminderDays: settings?.reminderDays ?? DEFAULT_REMINDER_DAYS },
    profile,
    filings: filings.map(({ type, ruleId, period, dueDate, recurrence, filedOn, reference, amount, createdAt }) => ({
      type,
      ruleId,
      period,
      dueDate,
      recurrence,
      filedOn,
      reference,
      amount,
      createdAt: createdAt.toISOString(),
    })),
    payments: payments.map(({ description, amount, currency, paidOn, status, createdAt }) => ({
      description,
      amount,
      currency,
      paidOn,
      status,
      createdAt: createdAt.toISOString(),
    })),
  };
}

/** A filing is the one the account has when its name, period and due date are the same. */
const filingKey = ({ type, period, dueDate }: Pick<ImportedFiling, 'type' | 'period' | 'dueDate'>) =>
  `${type}\n${period}\n${dueDate}`;
/** A payment is one the account has when its description, amount, currency and day are the same (its status may have changed since). */
const paymentKey = ({
  description,
  amount,
  currency,
  paidOn,
}: Pick<ImportedPayment, 'description' | 'amount' | 'currency' | 'paidOn'>) =>
  `${description}\n${amount}\n${currency}\n${paidOn}`;

const moment = (at: string | undefined) => (at ? { createdAt: new Date(at) } : {});

/** Past a cap once the file's rows are in: refused, and the transaction (the whole import) undone. */
async function checkCap(
  tx: Tx,
  table: typeof complianceFilings | typeof compliancePayments,
  userId: string,
  max: number,
  message: string,
  path: string,
) {
  const [held] = await tx.select({ n: count() }).from(table).where(ownedBy(table, userId));
  if ((held?.n ?? 0) > max) throw new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

/**
 * Adds the file's filings and payments the account lacks (a calendar filing the account has for the same rule and
 * period is there already, whatever its date), and takes the file's reminder setting and answers when the account
 * has none of its own. In the import's transaction, the user locked: a cap overrun throws and nothing stays.
 */
export async function importYourAiCa(
  tx: Tx,
  userId: string,
  { settings, profile, filings, payments }: ImportedYourAiCa,
): Promise<{ filings: Tally; payments: Tally }> {
  if (settings)
    await tx
      .insert(complianceSettings)
      .values({ userId, ...settings })
      .onConflictDoNothing();
  if (profile) await tx.insert(complianceProfiles).values({ userId, answers: profile }).onConflictDoNothing();

  const keptFilings = await tx
    .select({ type: complianceFilings.type, period: complianceFilings.period, dueDate: complianceFilings.dueDate })
    .from(complianceFilings)
    .where(ownedBy(complianceFilings, userId));
  // A calendar filing whose period or recurrence is not its rule's is the user's own, as when they change them in the app.
  const ruled = filings.map((filing) => ({
    ...filing,
    ruleId: filing.ruleId && keepsRule(filing.ruleId, filing) ? filing.ruleId : null,
  }));
  const newFilings = rowsToAdd(ruled, keptFilings, filingKey);
  const addedFilings = newFilings.length
    ? await tx
        .insert(complianceFilings)
        .values(newFilings.map(({ createdAt, ...filing }) => ({ userId, ...filing, ...moment(createdAt) })))
        .onConflictDoNothing()
        .returning({ id: complianceFilings.id })
    : [];
  await checkCap(
    tx,
    complianceFilings,
    userId,
    COMPLIANCE_LIMITS.filingsPerUser,
    FILINGS_CAP_MESSAGE,
    'yourAiCa.filings',
  );

  const keptPayments = await tx
    .select({
      description: compliancePayments.description,
      amount: compliancePayments.amount,
      currency: compliancePayments.currency,
      paidOn: compliancePayments.paidOn,
    })
    .from(compliancePayments)
    .where(ownedBy(compliancePayments, userId));
  const newPayments = rowsToAdd(payments, keptPayments, paymentKey);
  if (newPayments.length)
    await tx
      .insert(compliancePayments)
      .values(newPayments.map(({ createdAt, ...payment }) => ({ userId, ...payment, ...moment(createdAt) })));
  await checkCap(
    tx,
    compliancePayments,
    userId,
    COMPLIANCE_LIMITS.paymentsPerUser,
    PAYMENTS_CAP_MESSAGE,
    'yourAiCa.payments',
  );

  return {
    filings: tallyOf(addedFilings.length, filings.length),
    payments: tallyOf(newPayments.length, payments.length),
  };
}

/** The calendar's part of the account file, `yourAiCa`. */
export const yourAiCaData = defineToolData({
  part: 'yourAiCa',
  tables: [complianceFilings, compliancePayments, complianceSettings, complianceProfiles],
  export: exportYourAiCa,
  import: importYourAiCa,
});
