import type { CompanySettings } from '@core/preferences/company-settings';
import type { Language } from '@core/preferences/languages';
import type { Db } from '../db/client';
import { profiles, userPreferences } from '../db/schema';

type NewUser = { id: string; name: string; email: string; image?: string | null };

/** What a new account's preferences start with, from how the person signed up. */
export type FirstPreferences = { language: Language } & CompanySettings;

/**
 * Every account has a profile row: name, e-mail and (from Google) the avatar; and its preferences start in the
 * language the person used while signing up (the one they chose, else their browser's), with the company setting
 * their browser's locale proposes (ADR 0070).
 */
export async function createProfile(db: Db, user: NewUser, preferences: FirstPreferences): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: user.id, fullName: user.name, email: user.email, avatarUrl: user.image ?? null })
    .onConflictDoNothing();
  await db
    .insert(userPreferences)
    .values({ userId: user.id, ...preferences })
    .onConflictDoNothing();
}
