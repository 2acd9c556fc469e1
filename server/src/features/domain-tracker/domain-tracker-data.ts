import { tallyOf, type Tally } from '@core/account/import-contracts';
import {
  TRACKED_DOMAINS_FULL_MESSAGE,
  type ImportedTrackedDomain,
  type TrackedDomainsExport,
} from '@core/tools/domain-tracker/domain-tracker-account-part';
import { alertOf, TRACKED_DOMAINS_MAX } from '@core/tools/domain-tracker/tracked-domains';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { trackedDomains } from './domain-tracker.tables';
import { AppError } from '../../lib/errors';
import { defineToolData } from '../../tool-module/tool-data';

/**
 * The Domain Tracker's domains in the account file (ADR 0055): read from its table for the export, written back by the
 * import in the import's transaction — the tool's adapter of the account file (ADR 0061), `domainTrackerData`.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The user's tracked domains by name, as their last answered check left them (not what the owner was last told of). */
export async function exportTrackedDomains(db: Db, userId: string): Promise<TrackedDomainsExport> {
  const rows = await db
    .select()
    .from(trackedDomains)
    .where(ownedBy(trackedDomains, userId))
    .orderBy(asc(trackedDomains.name));
  return rows.map(({ name, status, expiresAt, registrar, lastCheckedAt, createdAt }) => ({
    name,
    status,
    expiresAt: iso(expiresAt),
    registrar,
    lastCheckedAt: iso(lastCheckedAt),
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * Adds the file's domains the account does not track yet (one it tracks already keeps its own state), each with the
 * file's status, expiry, registrar and last check. What the file says of a domain is not news, as when it is tracked
 * in the app: its alert key is stored, and only a later change is told. In the import's transaction, the user
 * locked: past the tracker's cap it throws and nothing stays.
 */
export async function importTrackedDomains(
  tx: Tx,
  userId: string,
  domains: ImportedTrackedDomain[],
  now = new Date(),
): Promise<Tally> {
  const added = domains.length
    ? await tx
        .insert(trackedDomains)
        .values(
          domains.map(({ name, status, expiresAt, registrar, lastCheckedAt, createdAt }) => ({
            userId,
            name,
            status,
            expiresAt: expiresAt ? new Date(expiresAt) : null,
            registrar,
            lastCheckedAt: lastCheckedAt ? new Date(lastCheckedAt) : null,
            notifiedState: alertOf({ status, expiresAt }, now),
            ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: trackedDomains.id })
    : [];
  const [held] = await tx.select({ n: count() }).from(trackedDomains).where(ownedBy(trackedDomains, userId));
  if ((held?.n ?? 0) > TRACKED_DOMAINS_MAX) {
    throw new AppError('VALIDATION_FAILED', TRACKED_DOMAINS_FULL_MESSAGE, [
      { path: 'trackedDomains', message: TRACKED_DOMAINS_FULL_MESSAGE },
    ]);
  }
  return tallyOf(added.length, domains.length);
}

/** The tracked domains' part of the account file, `trackedDomains`. */
export const domainTrackerData = defineToolData({
  part: 'trackedDomains',
  tables: [trackedDomains],
  export: exportTrackedDomains,
  import: async (tx, userId, domains) => ({ trackedDomains: await importTrackedDomains(tx, userId, domains) }),
});
