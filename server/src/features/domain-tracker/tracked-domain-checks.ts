import { alertOf } from '@core/tools/domain-tracker/tracked-domains';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trackedDomains } from './domain-tracker.tables';
import type { Notifier } from '../../notifications/notifier';
import type { RdapOutcome } from '../../outbound/rdap';
import { domainAvailableKind, domainExpiringKind } from './mail/tracked-domain-kinds';

export type TrackedDomainRow = typeof trackedDomains.$inferSelect;

/** What a lookup that got an answer says of the domain; null for one that did not (the last answer stands). */
export function answeredFields(outcome: RdapOutcome, now: Date) {
  if (outcome.status === 'available')
    return { status: 'available' as const, expiresAt: null, registrar: null, lastCheckedAt: now };
  if (outcome.status === 'registered') {
    const expiresAt = outcome.expiresAt ? new Date(outcome.expiresAt) : null;
    return { status: 'registered' as const, expiresAt, registrar: outcome.registrar ?? null, lastCheckedAt: now };
  }
  return null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Which tracked rows a check is about: every user's row of a name (the daily job), or one user's row (a re-check by hand). */
export type CheckedRows = { name: string } | { id: string };

/**
 * Keeps what a lookup of a domain found on the rows it is about and, when that is news their owners were not told
 * yet (core's alertOf: it became free, or its registration ends within 30 days), tells them once — inbox and mail,
 * in one call to the notifier for all of them. The news is claimed in one update (`notified_state` changes only on
 * rows where it differed), so two runs, or a re-check by hand during the daily job, tell it once; a failed
 * notification gives the claim back, so the next check tells it. A lookup that got no answer changes nothing.
 * Returns the rows as they now are (none when they were untracked meanwhile, or the lookup got no answer).
 */
export async function recordCheck(
  db: Db,
  notifier: Notifier,
  rows: CheckedRows,
  outcome: RdapOutcome,
  now: Date,
): Promise<TrackedDomainRow[]> {
  const fields = answeredFields(outcome, now);
  if (!fields) return [];
  const alert = alertOf({ status: fields.status, expiresAt: fields.expiresAt?.toISOString() ?? null }, now);
  const which = 'name' in rows ? eq(trackedDomains.name, rows.name) : eq(trackedDomains.id, rows.id);
  const updated = await db.update(trackedDomains).set(fields).where(which).returning();
  if (updated.length === 0) return [];
  const claimed = await db
    .update(trackedDomains)
    .set({ notifiedState: alert })
    .where(and(which, sql`${trackedDomains.notifiedState} is distinct from ${alert}`))
    .returning({ id: trackedDomains.id, userId: trackedDomains.userId });
  const kept = updated.map((row) => ({ ...row, notifiedState: alert }));
  if (claimed.length === 0 || alert === null) return kept;
  const [kind, date] =
    alert === 'available' ? [domainAvailableKind, isoDay(now)] : [domainExpiringKind, isoDay(fields.expiresAt!)];
  const domain = updated[0]!.name;
  try {
    const items = [{ subject: domain, href: '/tool/domain-tracker', excerpt: date }];
    await notifier.tell(kind, {
      userIds: claimed.map((row) => row.userId),
      actorName: 'Domain Tracker',
      items,
      mail: { domain, date },
    });
  } catch (error) {
    // Not told: each claimed row gets back the state it had, so the next check (the job's retry) tells it.
    for (const { id } of claimed) {
      const before = updated.find((row) => row.id === id)!.notifiedState;
      await db.update(trackedDomains).set({ notifiedState: before }).where(eq(trackedDomains.id, id));
    }
    throw error;
  }
  return kept;
}
