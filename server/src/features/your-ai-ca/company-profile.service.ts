import { companyProfileInputSchema, type CompanyProfile } from '@core/tools/your-ai-ca/company-profile';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { complianceProfiles } from './your-ai-ca.tables';

/**
 * What applies to the user's company, or null before they answered (ADR 0079). Read by the answers' own form, so a
 * profile kept before a question was added answers it with its default (none: ADR 0083) — no migration of the JSON.
 */
export async function getCompanyProfile(db: Db | Tx, userId: string): Promise<CompanyProfile | null> {
  const [row] = await db
    .select({ answers: complianceProfiles.answers })
    .from(complianceProfiles)
    .where(ownedBy(complianceProfiles, userId));
  return row ? companyProfileInputSchema.parse(row.answers) : null;
}

/**
 * Keeps the answers, replacing the last ones. It adds and deletes no filing: the calendar adds what the new answers
 * bring when the user adds it again, and a filing they no longer bring stays, marked on the page (ADR 0079).
 */
export async function saveCompanyProfile(db: Db, userId: string, answers: CompanyProfile): Promise<CompanyProfile> {
  const [row] = await db
    .insert(complianceProfiles)
    .values({ userId, answers })
    .onConflictDoUpdate({ target: complianceProfiles.userId, set: { answers, updatedAt: new Date() } })
    .returning({ answers: complianceProfiles.answers });
  return row!.answers;
}
