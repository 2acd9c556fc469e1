import {
  DEFAULT_VESTING,
  VESTING_LIMITS,
  vestingScheduleSchema,
  type VestingSchedule,
} from '@core/tools/equity-split/vesting';

/** What the two vesting inputs hold, as typed: the period in years, the cliff in months. */
export type VestingDraft = { years: string; cliffMonths: string };

/** What is wrong with the period, in the years the user typed (the schema speaks of months); the card says it. */
export type YearsError = 'missing' | 'outOfRange' | 'notWholeMonths';

export type ParsedVestingDraft =
  | { schedule: VestingSchedule; errors?: undefined }
  | { schedule?: undefined; errors: { years?: YearsError; cliffMonths?: string } };

/** The longest vesting period, in years. */
export const MAX_VESTING_YEARS = VESTING_LIMITS.maxMonths / 12;

function yearsError(months: number): YearsError {
  if (Number.isNaN(months)) return 'missing';
  if (months <= 0 || months > VESTING_LIMITS.maxMonths) return 'outOfRange';
  return 'notWholeMonths';
}

/** The inputs showing a schedule: 48 months is '4' years, 18 is '1.5', 7 is '0.583'. */
export const vestingDraftOf = (schedule: VestingSchedule): VestingDraft => ({
  years: String(Number((schedule.totalMonths / 12).toFixed(3))),
  cliffMonths: String(schedule.cliffMonths),
});

export const DEFAULT_VESTING_DRAFT = vestingDraftOf(DEFAULT_VESTING);

/** Years to whole months, forgiving the rounding of a shown '0.583'; anything else stays fractional (and is refused). */
function monthsOf(years: string): number {
  const months = (years.trim() === '' ? Number.NaN : Number(years)) * 12;
  return Math.abs(months - Math.round(months)) < 0.01 ? Math.round(months) : months;
}

/** The core schema checks the whole months, the ten-year limit and the cliff (its message); the period's errors speak of years. */
export function parseVestingDraft(draft: VestingDraft): ParsedVestingDraft {
  const cliffMonths = draft.cliffMonths.trim() === '' ? Number.NaN : Number(draft.cliffMonths);
  const totalMonths = monthsOf(draft.years);
  const result = vestingScheduleSchema.safeParse({ totalMonths, cliffMonths });
  if (result.success) return { schedule: result.data };
  const errors: { years?: YearsError; cliffMonths?: string } = {};
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'totalMonths') errors.years ??= yearsError(totalMonths);
    else errors.cliffMonths ??= issue.message;
  }
  return { errors };
}
