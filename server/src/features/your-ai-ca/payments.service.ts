import { say } from '@core/i18n/say';
import {
  COMPLIANCE_LIMITS,
  PAYMENTS_CAP_MESSAGE,
  type ComplianceOverview,
  type ComplianceSettings,
  type PaymentData,
  type PaymentView,
} from '@core/tools/your-ai-ca/compliance-contracts';
import { DEFAULT_REMINDER_DAYS } from '@core/tools/your-ai-ca/filing-schedule';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { compliancePayments, complianceSettings } from './your-ai-ca.tables';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';
import { getCompanyProfile } from './company-profile.service';
import { listFilings, type Owner } from './filings.service';

type PaymentRow = typeof compliancePayments.$inferSelect;

const paymentNotFound = () =>
  new AppError('NOT_FOUND', say({ id: 'server.yourAiCa.paymentNotFound', defaultMessage: 'Payment not found' }));

const toPaymentView = (row: PaymentRow): PaymentView => ({
  id: row.id,
  description: row.description,
  amount: row.amount,
  currency: row.currency,
  paidOn: row.paidOn,
  status: row.status,
});

/** The user's payments, the newest first (by date, then by when they were added). */
async function listPayments(db: Db, userId: string): Promise<PaymentView[]> {
  const rows = await db
    .select()
    .from(compliancePayments)
    .where(ownedBy(compliancePayments, userId))
    .orderBy(desc(compliancePayments.paidOn), desc(compliancePayments.createdAt), desc(compliancePayments.id));
  return rows.map(toPaymentView);
}

export async function getSettings(db: Db, userId: string): Promise<ComplianceSettings> {
  const [row] = await db
    .select({ reminderDays: complianceSettings.reminderDays })
    .from(complianceSettings)
    .where(ownedBy(complianceSettings, userId));
  return { reminderDays: row?.reminderDays ?? DEFAULT_REMINDER_DAYS };
}

/** Everything the page shows, for the user's today. */
export async function getOverview(owner: Owner): Promise<ComplianceOverview> {
  const [filings, payments, settings, profile] = [
    await listFilings(owner),
    await listPayments(owner.db, owner.userId),
    await getSettings(owner.db, owner.userId),
    await getCompanyProfile(owner.db, owner.userId),
  ];
  return { today: owner.today, filings, payments, settings, profile };
}

export async function createPayment(db: Db, userId: string, input: PaymentData): Promise<PaymentView> {
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [kept] = await tx
      .select({ total: count() })
      .from(compliancePayments)
      .where(ownedBy(compliancePayments, userId));
    if ((kept?.total ?? 0) >= COMPLIANCE_LIMITS.paymentsPerUser)
      throw new AppError('VALIDATION_FAILED', PAYMENTS_CAP_MESSAGE);
    const [inserted] = await tx
      .insert(compliancePayments)
      .values({ userId, ...input })
      .returning();
    return inserted!;
  });
  return toPaymentView(row);
}

/** Replaces a payment's fields (the user's own; anyone else's is a 404). */
export async function updatePayment(db: Db, userId: string, id: string, input: PaymentData): Promise<PaymentView> {
  if (!isUuid(id)) throw paymentNotFound();
  const [row] = await db
    .update(compliancePayments)
    .set(input)
    .where(ownedBy(compliancePayments, userId, eq(compliancePayments.id, id)))
    .returning();
  if (!row) throw paymentNotFound();
  return toPaymentView(row);
}

export async function deletePayment(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw paymentNotFound();
  const deleted = await db
    .delete(compliancePayments)
    .where(ownedBy(compliancePayments, userId, eq(compliancePayments.id, id)))
    .returning({ id: compliancePayments.id });
  if (deleted.length === 0) throw paymentNotFound();
}

export async function saveSettings(db: Db, userId: string, input: ComplianceSettings): Promise<ComplianceSettings> {
  await db
    .insert(complianceSettings)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: complianceSettings.userId, set: input });
  return input;
}
