import { z } from 'zod';
import { TOOL_IDS, type ToolId } from '../tools/tool-catalogue';

export const THEMES = ['light', 'dark', 'system'] as const;
export const DEFAULT_VIEWS = ['grid', 'list'] as const;
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Theme = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

export const preferencesSchema = z.object({
  theme: z.enum(THEMES, 'Choose light, dark or system'),
  defaultView: z.enum(DEFAULT_VIEWS, 'Choose grid or list'),
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  weeklyDigest: z.boolean(),
  autoSave: z.boolean(),
  language: z.enum(LANGUAGES, 'Choose en, es, fr or de'),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** §9's defaults. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'light',
  defaultView: 'grid',
  emailNotifications: true,
  pushNotifications: false,
  weeklyDigest: true,
  autoSave: true,
  language: 'en',
};

/** Any of the preferences; the ones left out keep their value. */
export const updatePreferencesInputSchema = preferencesSchema
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Send at least one preference');
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInputSchema>;

export const pinnedToolsSchema = z
  .array(z.enum(TOOL_IDS, 'Unknown tool'))
  .max(TOOL_IDS.length)
  .refine((ids) => new Set(ids).size === ids.length, 'A tool is pinned only once');

/** The whole pinned list, in order: toggling and reordering both send it. */
export const savePinnedToolsInputSchema = z.object({ pinnedTools: pinnedToolsSchema }).strict();
export type SavePinnedToolsInput = z.infer<typeof savePinnedToolsInputSchema>;

export type UserPreferences = Preferences & { pinnedTools: ToolId[] };

/** Toggling adds a tool that is not pinned (at the end) and removes one that is. */
export const togglePinnedTool = (pinned: readonly ToolId[], id: ToolId): ToolId[] =>
  pinned.includes(id) ? pinned.filter((pinnedId) => pinnedId !== id) : [...pinned, id];
