import { alertOf } from '@core/tools/domain-tracker/tracked-domains';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trackedDomains } from '../db/schema';
import type { Notifier } from '../notifications/notifier';
import type { RdapOutcome } from './rdap';

export type TrackedDomainRow = typeof trackedDomains.$inferSelect;

/** What a lookup that got an answer says of the domain; null for one that did not (the last answer stands). */
export function answeredFields(outcome: RdapOutcome, now: Date) {
  if (outcome.status === 'available') return { status: 'available' as const, expiresAt: null, registrar: null, lastCheckedAt: now };
  if (outcome.status === 'registered') {
    const expiresAt = outcome.expiresAt ? new Date(outcome.expiresAt) : null;
    return { status: 'registered' as const, expiresAt, registrar: outcome.registrar ?? null, lastCheckedAt: now };
  }
  return null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Keeps what a re-check of a tracked domain found and, when that is news its owner was not told yet (core's
 * alertOf: it became free, or its registration ends within 30 days), tells them once — inbox and mail, through the
 * notifier. The news is claimed in the update itself (`notified_state` changes only if it differed), so two runs,
 * or a re-check by hand during the daily job, tell it once. A lookup that got no answer changes nothing.
 */
export async function recordCheck(db: Db, notifier: Notifier, row: TrackedDomainRow, outcome: RdapOutcome, now: Date): Promise<TrackedDomainRow> {
  const fields = answeredFields(outcome, now);
  if (!fields) return row;
  const alert = alertOf({ status: fields.status, expiresAt: fields.expiresAt?.toISOString() ?? null }, now);
  const [updated] = await db.update(trackedDomains).set(fields).where(eq(trackedDomains.id, row.id)).returning();
  if (!updated) return row; // untracked meanwhile
  const [claimed] = await db
    .update(trackedDomains)
    .set({ notifiedState: alert })
    .where(and(eq(trackedDomains.id, row.id), sql`${trackedDomains.notifiedState} is distinct from ${alert}`))
    .returning({ id: trackedDomains.id });
  if (!claimed || alert === null) return { ...updated, notifiedState: alert };
  const change = alert === 'available' ? 'available' : 'expiring';
  const date = change === 'available' ? isoDay(now) : isoDay(fields.expiresAt!);
  try {
    await notifier.trackedDomainChanged({ userId: row.userId, domain: row.name, change, date });
  } catch (error) {
    // Not told: unclaimed, so the next check (the job's retry) tells it.
    await db.update(trackedDomains).set({ notifiedState: updated.notifiedState }).where(eq(trackedDomains.id, row.id));
    throw error;
  }
  return { ...updated, notifiedState: alert };
}
