import { tallyOf } from '@core/account/import-contracts';
import type {
  AdvisorsDirectoryExport,
  ImportedAdvisorsDirectory,
} from '@core/tools/advisors-directory/advisors-directory-account-part';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { profiles, user } from '../../db/schema';
import { defineToolData, type ToolImported } from '../../tool-module/tool-data';
import { getPublicName } from '@core/user/display-name';
import { fieldsOf, publicNameOf, searchTextOf } from './advisor-profile.service';
import { advisorIntroRequests, advisorProfiles } from './advisors-directory.tables';

/**
 * The Advisors Directory in the account file (ADR 0098): the user's profile and the intro requests they sent and
 * received, the other person by their public name (never their address) — the tool's adapter, `advisorsDirectoryData`.
 */

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The requests the user made as `side`, oldest first, each with the other person's public name. */
async function introsOf(db: Db, userId: string, side: 'founderId' | 'advisorId') {
  const other = side === 'founderId' ? advisorIntroRequests.advisorId : advisorIntroRequests.founderId;
  const rows = await db
    .select({ intro: advisorIntroRequests, fullName: profiles.fullName, accountName: user.name })
    .from(advisorIntroRequests)
    .innerJoin(user, eq(user.id, other))
    .leftJoin(profiles, eq(profiles.id, other))
    .where(eq(advisorIntroRequests[side], userId))
    .orderBy(asc(advisorIntroRequests.createdAt));
  return rows.map(({ intro, fullName, accountName }) => ({
    with: getPublicName({ fullName, accountName }),
    message: intro.message,
    status: intro.status,
    createdAt: intro.createdAt.toISOString(),
    answeredAt: iso(intro.answeredAt),
  }));
}

export async function exportAdvisorsDirectory(db: Db, userId: string): Promise<AdvisorsDirectoryExport> {
  const [profile] = await db.select().from(advisorProfiles).where(ownedBy(advisorProfiles, userId));
  return {
    profile: profile
      ? {
          ...fieldsOf(profile),
          isPublished: profile.publishedAt !== null,
          createdAt: profile.createdAt.toISOString(),
          updatedAt: profile.updatedAt.toISOString(),
        }
      : null,
    introsSent: await introsOf(db, userId, 'founderId'),
    introsReceived: await introsOf(db, userId, 'advisorId'),
  };
}

/**
 * The file's profile when the account has none (one it has is kept as it is), published or withdrawn as the file
 * says: the user published it themselves. Intro requests involve another account: counted as not restored.
 */
export async function importAdvisorsDirectory(
  tx: Tx,
  userId: string,
  { profile, introsSent, introsReceived }: ImportedAdvisorsDirectory,
): Promise<ToolImported> {
  let added = 0;
  if (profile) {
    const { isPublished, createdAt, updatedAt: _updatedAt, ...fields } = profile;
    const rows = await tx
      .insert(advisorProfiles)
      .values({
        userId,
        ...fields,
        searchText: searchTextOf(await publicNameOf(tx, userId), fields),
        publishedAt: isPublished ? new Date() : null,
        ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: advisorProfiles.id });
    added = rows.length;
  }
  return {
    advisorProfiles: tallyOf(added, profile ? 1 : 0),
    notRestored: { introRequests: introsSent.length + introsReceived.length },
  };
}

/** The directory's part of the account file, `advisorsDirectory`. */
export const advisorsDirectoryData = defineToolData({
  part: 'advisorsDirectory',
  tables: [advisorProfiles],
  export: exportAdvisorsDirectory,
  import: importAdvisorsDirectory,
});
