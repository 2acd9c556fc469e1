import {
  DEFAULT_PREFERENCES,
  type UpdatePreferencesInput,
  type UserPreferences,
} from '@core/preferences/preferences-contracts';
import { DEFAULT_PINNED_TOOLS, isToolId, type ToolId } from '@core/tools/tool-catalogue';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema';

type Row = typeof userPreferences.$inferSelect;

/** A stored list keeps its known tools in order; anything else (never saved, not a list) means the defaults. */
const pinnedFrom = (stored: unknown): ToolId[] =>
  Array.isArray(stored) ? stored.filter((id): id is ToolId => typeof id === 'string' && isToolId(id)) : [...DEFAULT_PINNED_TOOLS];

function toView(row: Row | undefined): UserPreferences {
  if (!row) return { ...DEFAULT_PREFERENCES, pinnedTools: [...DEFAULT_PINNED_TOOLS] };
  const { theme, defaultView, emailNotifications, pushNotifications, weeklyDigest, autoSave, language } = row;
  return {
    theme,
    defaultView,
    emailNotifications,
    pushNotifications,
    weeklyDigest,
    autoSave,
    language,
    pinnedTools: pinnedFrom(row.pinnedTools),
  };
}

export async function getPreferences(db: Db, userId: string): Promise<UserPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return toView(row);
}

/** Saves some preferences (creating the row with the defaults for the rest). */
export async function updatePreferences(db: Db, userId: string, input: UpdatePreferencesInput): Promise<UserPreferences> {
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
