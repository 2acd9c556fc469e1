import type { TrackedDomainsExport } from '@core/account/export-contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trackedDomains } from '../../db/schema';

/**
 * The Domain Tracker's domains in the account file (ADR 0055), read from its table for the export. Reading the table
 * here keeps the account feature from importing another's.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The user's tracked domains by name, as their last answered check left them (not what the owner was last told of). */
export async function exportTrackedDomains(db: Db, userId: string): Promise<TrackedDomainsExport> {
  const rows = await db.select().from(trackedDomains).where(eq(trackedDomains.userId, userId)).orderBy(asc(trackedDomains.name));
  return rows.map(({ name, status, expiresAt, registrar, lastCheckedAt, createdAt }) => ({
    name,
    status,
    expiresAt: iso(expiresAt),
    registrar,
    lastCheckedAt: iso(lastCheckedAt),
    createdAt: createdAt.toISOString(),
  }));
}
