import type { ImportedPreferences } from '@core/account/import-contracts';
import {
  CARD_DISPLAY_KEYS,
  DEFAULT_CARD_DISPLAY,
  DEFAULT_PREFERENCES,
  type CardDisplay,
  type SaveCardDisplayInput,
  type UpdatePreferencesInput,
  type UserPreferences,
} from '@core/preferences/preferences-contracts';
import { DEFAULT_PINNED_TOOLS, isToolId, type ToolId } from '@core/tools/tool-catalogue';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy } from '../../db/owned-by';
import { userPreferences } from '../../db/schema';

type Row = typeof userPreferences.$inferSelect;

/** A stored list keeps its known tools in order; anything else (never saved, not a list) means the defaults. */
const pinnedFrom = (stored: unknown): ToolId[] =>
  Array.isArray(stored)
    ? stored.filter((id): id is ToolId => typeof id === 'string' && isToolId(id))
    : [...DEFAULT_PINNED_TOOLS];

/** Each stored setting that is a boolean wins; anything else (never saved, not an object, not a boolean) is the default. */
function cardDisplayFrom(stored: unknown): CardDisplay {
  const saved =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const cardDisplay = { ...DEFAULT_CARD_DISPLAY };
  for (const key of CARD_DISPLAY_KEYS) {
    const value = saved[key];
    if (typeof value === 'boolean') cardDisplay[key] = value;
  }
  return cardDisplay;
}

function toView(row: Row | undefined): UserPreferences {
  if (!row)
    return { ...DEFAULT_PREFERENCES, pinnedTools: [...DEFAULT_PINNED_TOOLS], cardDisplay: { ...DEFAULT_CARD_DISPLAY } };
  const { theme, defaultView, emailNotifications, pushNotifications, weeklyDigest, autoSave, language } = row;
  const { currency, numberFormat, dateFormat, fiscalYearStartMonth } = row;
  return {
    theme,
    defaultView,
    emailNotifications,
    pushNotifications,
    weeklyDigest,
    autoSave,
    language,
    currency,
    numberFormat,
    dateFormat,
    fiscalYearStartMonth,
    pinnedTools: pinnedFrom(row.pinnedTools),
    cardDisplay: cardDisplayFrom(row.cardDisplay),
  };
}

export async function getPreferences(db: Db, userId: string): Promise<UserPreferences> {
  const [row] = await db.select().from(userPreferences).where(ownedBy(userPreferences, userId));
  return toView(row);
}

/** Saves some preferences (creating the row with the defaults for the rest). */
export async function updatePreferences(
  db: Db,
  userId: string,
  input: UpdatePreferencesInput,
): Promise<UserPreferences> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: userPreferences.userId, set: input })
    .returning();
  return toView(row);
}

/** Replaces the pinned list (toggling and reordering both send the whole list). */
export async function savePinnedTools(db: Db, userId: string, pinnedTools: ToolId[]): Promise<UserPreferences> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, pinnedTools })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { pinnedTools } })
    .returning();
  return toView(row);
}

/**
 * Saves some card display settings over the stored ones, in one statement (a stored value that is not an
 * object is dropped); the settings left out keep their value.
 */
export async function saveCardDisplay(
  db: Db,
  userId: string,
  cardDisplay: SaveCardDisplayInput['cardDisplay'],
): Promise<UserPreferences> {
  const stored = userPreferences.cardDisplay;
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, cardDisplay })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: {
        cardDisplay: sql`(case when jsonb_typeof(${stored}) = 'object' then ${stored} else '{}'::jsonb end) || excluded.card_display`,
      },
    })
    .returning();
  return toView(row);
}

/** An import's preferences (Profile → Your data): each one the file has replaces the saved one. */
export async function importPreferences(
  db: Db,
  userId: string,
  { pinnedTools, cardDisplay, ...preferences }: ImportedPreferences,
): Promise<void> {
  if (Object.keys(preferences).length > 0) await updatePreferences(db, userId, preferences);
  if (pinnedTools) await savePinnedTools(db, userId, pinnedTools);
  if (cardDisplay && Object.keys(cardDisplay).length > 0) await saveCardDisplay(db, userId, cardDisplay);
}
