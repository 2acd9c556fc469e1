import { shiftIsoWeek } from '../../dates/iso-week';
import { SCORE_KEYS, type CheckIn, type Scores } from './check-ins';

/** How many check-ins before the newest make its average: 'the 4-week average' (ADR 0106). */
export const AVERAGE_OF = 4;
/** The 'falling' warning: the average of the five scores lower in each of this many consecutive weeks. */
export const FALLING_WEEKS = 3;
/** The 'low' warning: the average of the five scores at or below LOW_AVERAGE in this many consecutive weeks. */
export const LOW_WEEKS = 3;
export const LOW_AVERAGE = 2;

/** The check-ins newest week first (weeks 'YYYY-Www' sort as text). */
export const newestFirst = (checkIns: readonly CheckIn[]): CheckIn[] =>
  [...checkIns].sort((a, b) => b.week.localeCompare(a.week));

/** The mean of a check-in's five scores. */
export const scoresAverage = (scores: Scores): number =>
  SCORE_KEYS.reduce((sum, key) => sum + scores[key], 0) / SCORE_KEYS.length;

/** Each score's mean over `checkIns` (none: null). */
export function averageScores(checkIns: readonly Scores[]): Scores | null {
  if (checkIns.length === 0) return null;
  const mean = (key: (typeof SCORE_KEYS)[number]) =>
    checkIns.reduce((sum, checkIn) => sum + checkIn[key], 0) / checkIns.length;
  return {
    energy: mean('energy'),
    motivation: mean('motivation'),
    stress: mean('stress'),
    sleep: mean('sleep'),
    focus: mean('focus'),
  };
}

/**
 * What the radar compares (ADR 0106): the newest check-in (this week's once answered) against the average of the
 * check-ins before it — the up to four newest whose week is earlier, whatever the gaps between them; null with none.
 */
export function radarComparison(checkIns: readonly CheckIn[]) {
  const [latest, ...earlier] = newestFirst(checkIns);
  if (!latest) return null;
  const previous = earlier.slice(0, AVERAGE_OF);
  return { latest, previous, average: averageScores(previous) };
}

/** Whether `weeks` (newest first) are one run of consecutive ISO weeks. */
const consecutive = (weeks: readonly string[]) =>
  weeks.every((week, index) => index === 0 || shiftIsoWeek(week, 1) === weeks[index - 1]);

export type CheckInWarning = { kind: 'falling' | 'low'; weeks: string[] };

/**
 * The gentle warning (ADR 0106), read from the newest check-ins when the newest is this week's or last week's:
 * - 'falling': the newest four check-ins are four consecutive weeks and the average of the five scores is lower in
 *   each of the last three than in the week before it (three falls in a row);
 * - 'low': the newest three are three consecutive weeks whose averages are each at or below 2.
 * 'falling' is said first when both hold. `weeks` are the weeks it reads, oldest first.
 */
export function checkInWarning(checkIns: readonly CheckIn[], thisWeek: string): CheckInWarning | null {
  const sorted = newestFirst(checkIns);
  const newest = sorted[0];
  if (!newest || (newest.week !== thisWeek && newest.week !== shiftIsoWeek(thisWeek, -1))) return null;
  const run = (count: number) => {
    const slice = sorted.slice(0, count);
    return slice.length === count && consecutive(slice.map(({ week }) => week)) ? slice : null;
  };
  const falling = run(FALLING_WEEKS + 1);
  if (
    falling &&
    falling.every((checkIn, index) => index === 0 || scoresAverage(falling[index - 1]!) < scoresAverage(checkIn))
  )
    return { kind: 'falling', weeks: falling.map(({ week }) => week).reverse() };
  const low = run(LOW_WEEKS);
  if (low && low.every((checkIn) => scoresAverage(checkIn) <= LOW_AVERAGE))
    return { kind: 'low', weeks: low.map(({ week }) => week).reverse() };
  return null;
}

/** The trends' weeks: the newest `count` check-ins, oldest first, for a line per score over them. */
export const trendCheckIns = (checkIns: readonly CheckIn[], count = 12): CheckIn[] =>
  newestFirst(checkIns).slice(0, count).reverse();
