import type { Db } from '../db/client';
import { profiles } from '../db/schema';

type NewUser = { id: string; name: string; email: string; image?: string | null };

/** Every account has a profile row: name, e-mail and (from Google) the avatar. */
export async function createProfile(db: Db, user: NewUser): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: user.id, fullName: user.name, email: user.email, avatarUrl: user.image ?? null })
    .onConflictDoNothing();
}
