import type { Language } from '@core/preferences/languages';
import type { Db } from '../db/client';
import { ownedBy } from '../db/owned-by';
import { userPreferences } from '../db/schema';

/** The language a user saved (or signed up in), for an account mail; undefined when they have no preferences row. */
export async function savedLanguageOf(db: Db, userId: string): Promise<Language | undefined> {
  const [row] = await db
    .select({ language: userPreferences.language })
    .from(userPreferences)
    .where(ownedBy(userPreferences, userId));
  return row?.language;
}
