import type { Founder, FounderFactors } from '@core/tools/equity-split/equity-split';

/** The name shown for a founder: their trimmed name, or a placeholder while it is empty. */
export const founderLabel = (founder: Pick<Founder, 'name'>) => founder.name.trim() || 'Unnamed founder';

/** Fill and background classes for the founder at `index`, shared by the split chart and its legend. */
const COLOURS = [
  { fill: 'fill-primary', bg: 'bg-primary' },
  { fill: 'fill-emerald-500', bg: 'bg-emerald-500' },
  { fill: 'fill-amber-500', bg: 'bg-amber-500' },
  { fill: 'fill-sky-500', bg: 'bg-sky-500' },
  { fill: 'fill-rose-500', bg: 'bg-rose-500' },
  { fill: 'fill-violet-500', bg: 'bg-violet-500' },
] as const;

export const founderColour = (index: number) => COLOURS[index % COLOURS.length] ?? COLOURS[0];

const percentFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** '12.25%', '25%': at most two decimals. */
export const formatPercent = (value: number) => `${percentFormat.format(value)}%`;

/** The three sliders, in the order they are shown. */
export const FACTORS: readonly { key: keyof FounderFactors; label: string }[] = [
  { key: 'contribution', label: 'Contribution' },
  { key: 'commitment', label: 'Commitment' },
  { key: 'experience', label: 'Experience' },
];
