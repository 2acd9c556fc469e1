import type { Founder, FounderFactors } from '@core/tools/equity-split/equity-split';
import { useMemo, type ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useI18n } from '@/lib/i18n/use-t';

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

/** The three sliders, in the order they are shown (core's factor keys). */
export const FACTOR_KEYS: readonly (keyof FounderFactors)[] = ['contribution', 'commitment', 'experience'];

/** Each factor's name, keyed by core's factor key. */
const factorNames: Record<keyof FounderFactors, MessageDescriptor> = defineMessages({
  contribution: { id: 'equitySplit.factor.contribution', defaultMessage: 'Contribution' },
  commitment: { id: 'equitySplit.factor.commitment', defaultMessage: 'Commitment' },
  experience: { id: 'equitySplit.factor.experience', defaultMessage: 'Experience' },
});

const messages = defineMessages({
  unnamed: { id: 'equitySplit.founder.unnamed', defaultMessage: 'Unnamed founder' },
});

export type FounderDisplay = {
  /** The name shown for a founder: their trimmed name, or a placeholder while it is empty. */
  founderLabel: (founder: Pick<Founder, 'name'>) => string;
  /** The founder's name, then their role if they have one ('Asha · CEO'), each part drawn by `parts`. */
  nameWithRole: (
    founder: Pick<Founder, 'name' | 'role'>,
    parts: Record<'name' | 'role', (chunks: ReactNode[]) => ReactNode>,
  ) => ReactNode;
  /** '12.25%', '25%' in English: at most two decimals, in the page's language. */
  formatPercent: (value: number) => string;
  /** The three sliders, in the order they are shown, with their names. */
  factors: readonly { key: keyof FounderFactors; label: string }[];
  /** The name a new founder starts with: core's 'Founder {number}' (createFounder), in the page's language. */
  defaultFounderName: (number: number) => string;
  /** A saved scenario's summary: core's '{count} founders' (summarize) in the page's language; any other text as it is. */
  scenarioSummary: (summary: string) => string;
};

/** What core's summarize says of a scenario: '1 founder', '3 founders'. */
const FOUNDER_COUNT = /^(\d+) founders?$/;

/** How founders, their factors and percents are said in the page's language (English outside the provider). */
export function useFounderDisplay(): FounderDisplay {
  const intl = useI18n();
  return useMemo((): FounderDisplay => {
    const founderLabel = (founder: Pick<Founder, 'name'>) =>
      founder.name.trim() || intl.formatMessage(messages.unnamed);
    return {
      founderLabel,
      nameWithRole: (founder, parts) => {
        const role = founder.role.trim();
        if (!role) return parts.name([founderLabel(founder)]);
        return intl.formatMessage(
          {
            id: 'equitySplit.founder.nameWithRole',
            defaultMessage: '<name>{founderName}</name><role> · {founderRole}</role>',
          },
          { founderName: founderLabel(founder), founderRole: role, ...parts },
        );
      },
      formatPercent: (value) => intl.formatNumber(value, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }),
      factors: FACTOR_KEYS.map((key) => ({ key, label: intl.formatMessage(factorNames[key]) })),
      defaultFounderName: (number) =>
        intl.formatMessage(
          { id: 'equitySplit.founder.defaultName', defaultMessage: 'Founder {number}' },
          { number: String(number) },
        ),
      scenarioSummary: (summary) => {
        const count = FOUNDER_COUNT.exec(summary)?.[1];
        if (count === undefined) return summary;
        return intl.formatMessage(
          {
            id: 'equitySplit.scenarios.summary',
            defaultMessage: '{count, plural, one {# founder} other {# founders}}',
          },
          { count: Number(count) },
        );
      },
    };
  }, [intl]);
}
