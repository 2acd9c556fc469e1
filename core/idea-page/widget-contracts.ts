import { say } from '../i18n/say';
import { trimmedText } from '../trimmed-text';
import { z } from '../zod';
import { isWebAddressOrNone } from './rich-content';

export const WIDGET_TYPES = [
  'lean-canvas',
  'google-trends',
  'swot-analysis',
  'prd',
  'validation-strategy',
  'pinterest',
  'youtube',
  'image',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const WIDGET_LIMITS = { text: 20_000, short: 500, url: 2_000, widgets: 50 };

export const WIDGET_LABELS: Record<WidgetType, string> = {
  'lean-canvas': 'Lean Canvas',
  'google-trends': 'Google Trends',
  'swot-analysis': 'SWOT Analysis',
  prd: 'PRD',
  'validation-strategy': 'Validation Strategy',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  image: 'Image',
};

/** The nine blocks of a lean canvas, in the canvas's reading order. */
export const LEAN_CANVAS_BLOCKS = {
  problem: 'Problem',
  solution: 'Solution',
  keyMetrics: 'Key Metrics',
  uniqueValueProposition: 'Unique Value Proposition',
  unfairAdvantage: 'Unfair Advantage',
  channels: 'Channels',
  customerSegments: 'Customer Segments',
  costStructure: 'Cost Structure',
  revenueStreams: 'Revenue Streams',
} as const;

export const SWOT_QUADRANTS = {
  strengths: 'Strengths',
  weaknesses: 'Weaknesses',
  opportunities: 'Opportunities',
  threats: 'Threats',
} as const;

const long = z._default(
  z
    .string()
    .check(
      z.maxLength(
        WIDGET_LIMITS.text,
        say(
          { id: 'core.ideaPage.tooManyCharacters', defaultMessage: 'At most {max} characters' },
          { max: WIDGET_LIMITS.text },
        ),
      ),
    ),
  '',
);
const short = z._default(
  trimmedText(WIDGET_LIMITS.short, {
    tooLong: say(
      { id: 'core.ideaPage.tooManyCharacters', defaultMessage: 'At most {max} characters' },
      { max: WIDGET_LIMITS.short },
    ),
  }),
  '',
);
const webAddress = z._default(
  trimmedText(WIDGET_LIMITS.url, {
    tooLong: say({ id: 'core.ideaPage.addressTooLong', defaultMessage: 'That address is too long' }),
  }).check(
    z.refine(
      isWebAddressOrNone,
      say({ id: 'core.ideaPage.addressInvalid', defaultMessage: 'Enter an address starting with http:// or https://' }),
    ),
  ),
  '',
);

const blocks = <Keys extends string>(keys: Record<Keys, string>) =>
  z.strictObject(Object.fromEntries(Object.keys(keys).map((key) => [key, long])) as Record<Keys, typeof long>);

/** What each widget type keeps (§3); every field optional on input and defaulted, unknown fields refused. */
export const widgetDataSchemas = {
  'lean-canvas': blocks(LEAN_CANVAS_BLOCKS),
  'google-trends': z.strictObject({ searchTerm: short }),
  'swot-analysis': blocks(SWOT_QUADRANTS),
  prd: z.strictObject({ title: short, content: long }),
  'validation-strategy': z.strictObject({ title: short, content: long }),
  pinterest: z.strictObject({ url: webAddress }),
  youtube: z.strictObject({ url: webAddress, title: short }),
  image: z.strictObject({ url: webAddress, caption: short }),
} satisfies Record<WidgetType, z.ZodMiniType>;

export type WidgetData<Type extends WidgetType = WidgetType> = z.output<(typeof widgetDataSchemas)[Type]>;

export const defaultWidgetData = <Type extends WidgetType>(type: Type): WidgetData<Type> =>
  widgetDataSchemas[type].parse({}) as WidgetData<Type>;

export const createWidgetInputSchema = z.strictObject({
  type: z.enum(WIDGET_TYPES, say({ id: 'core.ideaPage.widgetTypeInvalid', defaultMessage: 'Choose a widget type' })),
});
export type CreateWidgetInput = z.input<typeof createWidgetInputSchema>;

/** A change to a widget's data (checked against its type on the server, which knows the type). */
export const updateWidgetInputSchema = z.strictObject({ data: z.record(z.string(), z.unknown()) });
export type UpdateWidgetInput = z.input<typeof updateWidgetInputSchema>;

export type IdeaWidget = { id: string; type: WidgetType; data: Record<string, string> };

/**
 * The video id of a YouTube link (§5): `{host}/watch?v=` or `youtu.be/`; null for anything else, which the
 * widget shows as 'Invalid YouTube URL'.
 */
export function youtubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  const id =
    host === 'youtu.be'
      ? parsed.pathname.slice(1).split('/')[0]
      : (host === 'youtube.com' || host === 'youtube-nocookie.com') && parsed.pathname === '/watch'
        ? parsed.searchParams.get('v')
        : null;
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

/** Where Google Trends shows a search term's interest over time. */
export const googleTrendsUrl = (searchTerm: string) =>
  `https://trends.google.com/trends/explore?q=${encodeURIComponent(searchTerm.trim())}`;
