import { say } from '@core/i18n/say';
import {
  alertOf,
  TRACKED_DOMAINS_MAX,
  type TrackedDomainCheck,
  type TrackedDomainView,
} from '@core/tools/domain-tracker/tracked-domains';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { trackedDomains } from './domain-tracker.tables';
import type { RdapLookup, RdapOutcome } from '../../outbound/rdap';
import { unknownReason } from './rdap-words';
import { answeredFields, recordCheck, type TrackedDomainRow } from './tracked-domain-checks';
import { AppError } from '../../lib/errors';
import { found, itemId } from '../../lib/not-found';
import type { Notifier } from '../../notifications/notifier';

/** What the domain tracker's routes need: the database, the registry lookup, and who tells of news. */
export type Tracker = { db: Db; lookUp: RdapLookup; notifier: Notifier };

const tooMany = () =>
  new AppError(
    'VALIDATION_FAILED',
    say(
      {
        id: 'server.domainTracker.tooMany',
        defaultMessage: 'You can track up to {max} domains. Remove one to track another.',
      },
      { max: TRACKED_DOMAINS_MAX },
    ),
  );

const trackedCount = async (db: Pick<Db, 'select'>, userId: string) =>
  (await db.select({ total: count() }).from(trackedDomains).where(ownedBy(trackedDomains, userId)))[0]?.total ?? 0;

export const toTrackedDomainView = (row: TrackedDomainRow): TrackedDomainView => ({
  id: row.id,
  name: row.name,
  status: row.status,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  registrar: row.registrar,
  lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The user's tracked domains, by name. */
export async function listTrackedDomains(db: Db, userId: string): Promise<TrackedDomainView[]> {
  const rows = await db
    .select()
    .from(trackedDomains)
    .where(ownedBy(trackedDomains, userId))
    .orderBy(asc(trackedDomains.name));
  return rows.map(toTrackedDomainView);
}

/**
 * Tracks `name` (normalised) for the user: asks its registry at once and keeps the answer; what it says now is
 * not news (the user sees it), so only later changes are told. A domain tracked already is a 409 naming `name`;
 * past TRACKED_DOMAINS_MAX, a 422.
 */
export async function trackDomain({ db, lookUp }: Tracker, userId: string, name: string): Promise<TrackedDomainCheck> {
  const duplicate = () => {
    const message = say(
      { id: 'server.domainTracker.alreadyTracked', defaultMessage: 'You already track {name}' },
      { name },
    );
    return new AppError('CONFLICT', message, [{ path: 'name', message }]);
  };
  const [existing] = await db
    .select({ id: trackedDomains.id })
    .from(trackedDomains)
    .where(ownedBy(trackedDomains, userId, eq(trackedDomains.name, name)));
  if (existing) throw duplicate();
  // Refused before the registry is asked; checked again below, under the user's lock, against a race.
  if ((await trackedCount(db, userId)) >= TRACKED_DOMAINS_MAX) throw tooMany();
  const outcome = await lookUp(name);
  const now = new Date();
  const fields = answeredFields(outcome, now) ?? { status: 'unknown' as const };
  const notifiedState = alertOf(
    { status: fields.status, expiresAt: 'expiresAt' in fields ? (fields.expiresAt?.toISOString() ?? null) : null },
    now,
  );
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await trackedCount(tx, userId)) >= TRACKED_DOMAINS_MAX) throw tooMany();
    const [inserted] = await tx
      .insert(trackedDomains)
      .values({ userId, name, ...fields, notifiedState })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw duplicate();
    return inserted;
  });
  return withReason(row, outcome);
}

async function ownRow(db: Db, userId: string, id: string): Promise<TrackedDomainRow> {
  const [row] = await db
    .select()
    .from(trackedDomains)
    .where(ownedBy(trackedDomains, userId, eq(trackedDomains.id, itemId(id, 'Tracked domain'))));
  return found(row, 'Tracked domain');
}

/** Re-checks one of the user's tracked domains now; news it finds is told as the daily job tells it. */
export async function recheckDomain(
  { db, lookUp, notifier }: Tracker,
  userId: string,
  id: string,
): Promise<TrackedDomainCheck> {
  const row = await ownRow(db, userId, id);
  const outcome = await lookUp(row.name);
  const [checked] = await recordCheck(db, notifier, { id: row.id }, outcome, new Date());
  return withReason(checked ?? row, outcome);
}

export async function untrackDomain(db: Db, userId: string, id: string): Promise<void> {
  const [gone] = await db
    .delete(trackedDomains)
    .where(ownedBy(trackedDomains, userId, eq(trackedDomains.id, itemId(id, 'Tracked domain'))))
    .returning({ id: trackedDomains.id });
  found(gone, 'Tracked domain');
}

function withReason(row: TrackedDomainRow, outcome: RdapOutcome): TrackedDomainCheck {
  const message = unknownReason(outcome);
  return { domain: toTrackedDomainView(row), ...(message ? { message } : {}) };
}
