import { say } from '../i18n/say';
import { TOOL_IDS, type ToolId } from '../tools/tool-catalogue';
import { z } from '../zod';
import { currencySchema } from '../tools/money';
import { DATE_FORMATS, DEFAULT_COMPANY_SETTINGS, NUMBER_FORMATS } from './company-settings';
import { LANGUAGES } from './languages';

export { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';

export const THEMES = ['light', 'dark', 'system'] as const;
export const DEFAULT_VIEWS = ['grid', 'list'] as const;
export type Theme = (typeof THEMES)[number];

const notMonth = say({
  id: 'core.preferences.fiscalYearNotMonth',
  defaultMessage: 'Choose the month the financial year starts',
});

/** The company setting's fields (ADR 0070), checked with the other preferences. */
const companySettingsShape = {
  currency: currencySchema,
  numberFormat: z.enum(
    NUMBER_FORMATS,
    say({ id: 'core.preferences.chooseNumberFormat', defaultMessage: 'Choose Indian or international grouping' }),
  ),
  dateFormat: z.enum(
    DATE_FORMATS,
    say({
      id: 'core.preferences.chooseDateFormat',
      defaultMessage: 'Choose day/month/year, month/day/year or year-month-day',
    }),
  ),
  fiscalYearStartMonth: z.number(notMonth).check(z.int(notMonth), z.gte(1, notMonth), z.lte(12, notMonth)),
};
export const preferencesSchema = z.object({
  theme: z.enum(THEMES, say({ id: 'core.preferences.chooseTheme', defaultMessage: 'Choose light, dark or system' })),
  defaultView: z.enum(
    DEFAULT_VIEWS,
    say({ id: 'core.preferences.chooseDefaultView', defaultMessage: 'Choose grid or list' }),
  ),
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  weeklyDigest: z.boolean(),
  autoSave: z.boolean(),
  language: z.enum(
    LANGUAGES,
    say({ id: 'core.preferences.chooseLanguage', defaultMessage: 'Choose en, es, fr or de' }),
  ),
  ...companySettingsShape,
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
  ...DEFAULT_COMPANY_SETTINGS,
};

/** Any of the preferences; the ones left out keep their value. */
export const updatePreferencesInputSchema = z
  .partial(z.strictObject(preferencesSchema.shape))
  .check(
    z.refine(
      (input) => Object.keys(input).length > 0,
      say({ id: 'core.preferences.nothingToSave', defaultMessage: 'Send at least one preference' }),
    ),
  );
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInputSchema>;

export const pinnedToolsSchema = z
  .array(z.enum(TOOL_IDS, say({ id: 'core.preferences.unknownTool', defaultMessage: 'Unknown tool' })))
  .check(
    z.maxLength(TOOL_IDS.length),
    z.refine(
      (ids) => new Set(ids).size === ids.length,
      say({ id: 'core.preferences.toolPinnedTwice', defaultMessage: 'A tool is pinned only once' }),
    ),
  );

/** The whole pinned list, in order: toggling and reordering both send it. */
export const savePinnedToolsInputSchema = z.strictObject({ pinnedTools: pinnedToolsSchema });
export type SavePinnedToolsInput = z.infer<typeof savePinnedToolsInputSchema>;

/** §3's card display settings, in the order the settings dialog lists them. */
export const CARD_DISPLAY_KEYS = [
  'showTitle',
  'showDescription',
  'showIdeaScore',
  'showWhyNow',
  'showCostToValidate',
  'showComments',
  'showPinOption',
  'showTags',
] as const;
export type CardDisplayKey = (typeof CARD_DISPLAY_KEYS)[number];

export const cardDisplaySchema = z.strictObject({
  showTitle: z.boolean(),
  showDescription: z.boolean(),
  showIdeaScore: z.boolean(),
  showWhyNow: z.boolean(),
  showCostToValidate: z.boolean(),
  showComments: z.boolean(),
  showPinOption: z.boolean(),
  showTags: z.boolean(),
});
export type CardDisplay = z.infer<typeof cardDisplaySchema>;

/** §3: every part of a card is shown until the user hides it. */
export const DEFAULT_CARD_DISPLAY: CardDisplay = {
  showTitle: true,
  showDescription: true,
  showIdeaScore: true,
  showWhyNow: true,
  showCostToValidate: true,
  showComments: true,
  showPinOption: true,
  showTags: true,
};

/** Any of the card display settings; the ones left out keep their value. */
export const saveCardDisplayInputSchema = z.strictObject({ cardDisplay: z.partial(cardDisplaySchema) });
export type SaveCardDisplayInput = z.infer<typeof saveCardDisplayInputSchema>;

export type UserPreferences = Preferences & { pinnedTools: ToolId[]; cardDisplay: CardDisplay };

/** Toggling adds a tool that is not pinned (at the end) and removes one that is. */
export const togglePinnedTool = (pinned: readonly ToolId[], id: ToolId): ToolId[] =>
  pinned.includes(id) ? pinned.filter((pinnedId) => pinnedId !== id) : [...pinned, id];
