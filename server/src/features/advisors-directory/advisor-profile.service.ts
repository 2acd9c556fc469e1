import { say } from '@core/i18n/say';
import type {
  AdvisorProfileFields,
  AdvisorProfileView,
  OwnAdvisorProfile,
} from '@core/tools/advisors-directory/advisor-profile';
import { searchWords } from '@core/search/search-words';
import { getPublicName } from '@core/user/display-name';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/locks';
import { ownedBy } from '../../db/owned-by';
import { profiles, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { advisorProfiles } from './advisors-directory.tables';

type ProfileRow = typeof advisorProfiles.$inferSelect;

/** A profile's fields as its owner sees them. */
export const fieldsOf = (row: ProfileRow): AdvisorProfileFields => ({
  headline: row.headline,
  expertise: row.expertise,
  industries: row.industries,
  howTheyHelp: row.howTheyHelp,
  hoursPerMonth: row.hoursPerMonth,
  openTo: row.openTo,
  contactPreference: row.contactPreference,
  link: row.link,
});

const viewOf = (row: ProfileRow): AdvisorProfileView => ({
  id: row.id,
  ...fieldsOf(row),
  isPublished: row.publishedAt !== null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The name others see of a user (never their e-mail address). */
export async function publicNameOf(db: Db | Tx, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: profiles.fullName, accountName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return getPublicName({ fullName: row?.fullName, accountName: row?.accountName });
}

/** What search reads of a profile: the advisor's name and what they wrote, as words. */
export const searchTextOf = (name: string, fields: AdvisorProfileFields) =>
  searchWords([name, fields.headline, ...fields.expertise, ...fields.industries, fields.howTheyHelp].join(' ')).join(
    ' ',
  );

export async function getOwnProfile(db: Db, userId: string): Promise<OwnAdvisorProfile> {
  const [row] = await db.select().from(advisorProfiles).where(ownedBy(advisorProfiles, userId));
  return { profile: row ? viewOf(row) : null };
}

/** Publishes the user's profile as written (a new one, or theirs edited, or withdrawn and published again). */
export async function publishProfile(
  db: Db,
  userId: string,
  fields: AdvisorProfileFields,
): Promise<AdvisorProfileView> {
  const searchText = searchTextOf(await publicNameOf(db, userId), fields);
  const now = new Date();
  const [row] = await db
    .insert(advisorProfiles)
    .values({ userId, ...fields, searchText, publishedAt: now })
    .onConflictDoUpdate({
      target: advisorProfiles.userId,
      set: { ...fields, searchText, publishedAt: now, updatedAt: now },
    })
    .returning();
  return viewOf(row!);
}

/** Hides the user's profile from search at once; it is kept for them to publish again. 404 when none is published. */
export async function withdrawProfile(db: Db, userId: string): Promise<AdvisorProfileView> {
  const [row] = await db
    .update(advisorProfiles)
    .set({ publishedAt: null })
    .where(ownedBy(advisorProfiles, userId, isNotNull(advisorProfiles.publishedAt)))
    .returning();
  if (!row)
    throw new AppError(
      'NOT_FOUND',
      say({ id: 'server.advisors.noPublishedProfile', defaultMessage: 'You have no published advisor profile' }),
    );
  return viewOf(row);
}
