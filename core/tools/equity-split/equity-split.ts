import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/** One founder on the equity calculator; the three sliders are whole numbers from 0 to 100. */
export type Founder = {
  id: string;
  name: string;
  role: string;
  contribution: number;
  commitment: number;
  experience: number;
};

export type FounderFactors = Pick<Founder, 'contribution' | 'commitment' | 'experience'>;

export const EQUITY_LIMITS = { founders: 20, name: 80, role: 60, scenarioName: 100, scenarios: 100 } as const;

export const DEFAULT_FOUNDERS: readonly Founder[] = [
  { id: 'founder-1', name: 'Founder 1', role: 'CEO', contribution: 40, commitment: 100, experience: 80 },
  { id: 'founder-2', name: 'Founder 2', role: 'CTO', contribution: 35, commitment: 100, experience: 90 },
];

/** The sliders of a newly added founder. */
export const NEW_FOUNDER: FounderFactors = { contribution: 25, commitment: 100, experience: 50 };

/** A new founder numbered `number`: 'Founder {number}', no role, the NEW_FOUNDER sliders. */
export function createFounder(number: number): Founder {
  return { id: `founder-${number}`, name: `Founder ${number}`, role: '', ...NEW_FOUNDER };
}

/** A founder's points: the sum of the three factors (0–300). */
export function sumFactors(founder: FounderFactors): number {
  return founder.contribution + founder.commitment + founder.experience;
}

export type FounderShare = {
  founderId: string;
  points: number;
  /** points / total × 100, unrounded (0 when the total is 0). */
  exactPercent: number;
  /** Whole percent; over all founders these add up to exactly 100 (or all 0). */
  percent: number;
};

/**
 * Each founder's share of the equity: their points over all founders' points. Whole percents use
 * largest-remainder rounding (ADR 0016): floor every share, then give the points still missing to 100 to
 * the largest remainders, ties going to the founder listed first. Integer arithmetic throughout.
 */
export function splitEquity(founders: readonly Founder[]): FounderShare[] {
  const points = founders.map(sumFactors);
  const total = points.reduce((sum, value) => sum + value, 0);
  if (total === 0)
    return founders.map((founder) => ({ founderId: founder.id, points: 0, exactPercent: 0, percent: 0 }));

  const floors = points.map((value) => Math.floor((value * 100) / total));
  const remainders = points.map((value) => (value * 100) % total);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing === 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return founders.map((founder, index) => ({
    founderId: founder.id,
    points: points[index] ?? 0,
    exactPercent: ((points[index] ?? 0) * 100) / total,
    percent: floors[index] ?? 0,
  }));
}

const SLIDER_MESSAGE = say(
  { id: 'core.tools.equitySplit.sliderOutOfRange', defaultMessage: 'Must be between {min} and {max}' },
  { min: 0, max: 100 },
);
const slider = z
  .number({ error: SLIDER_MESSAGE })
  .check(z.int(SLIDER_MESSAGE), z.gte(0, SLIDER_MESSAGE), z.lte(100, SLIDER_MESSAGE));

const FOUNDER_NAME_REQUIRED = say({
  id: 'core.tools.equitySplit.founderNameRequired',
  defaultMessage: 'Founder name is required',
});

export const founderSchema = z.object({
  id: trimmedText(64, {
    required: say({ id: 'core.tools.equitySplit.founderIdRequired', defaultMessage: 'Founder id is required' }),
    tooLong: say(
      { id: 'core.tools.equitySplit.founderIdTooLong', defaultMessage: 'Founder id must be at most {max} characters' },
      { max: 64 },
    ),
  }),
  name: trimmedText(EQUITY_LIMITS.name, {
    required: FOUNDER_NAME_REQUIRED,
    notText: FOUNDER_NAME_REQUIRED,
    tooLong: say(
      {
        id: 'core.tools.equitySplit.founderNameTooLong',
        defaultMessage: 'Founder name must be at most {max} characters',
      },
      { max: EQUITY_LIMITS.name },
    ),
  }),
  role: trimmedText(EQUITY_LIMITS.role, {
    tooLong: say(
      { id: 'core.tools.equitySplit.roleTooLong', defaultMessage: 'Role must be at most {max} characters' },
      { max: EQUITY_LIMITS.role },
    ),
  }),
  contribution: slider,
  commitment: slider,
  experience: slider,
});
