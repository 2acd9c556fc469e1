import { toCsv } from '../../csv';
import { isoWeekMonday } from '../../dates/iso-week';
import { newestFirst, scoresAverage } from './check-in-trends';
import type { CheckIn } from './check-ins';

/** The columns of the export, in English as the other tools' exports: stress is written as scored (5 = calm). */
const HEADER = [
  'Week',
  'Week starts',
  'Energy',
  'Motivation',
  'Stress (5 = calm)',
  'Sleep',
  'Focus',
  'Average',
  'Note',
];

/** Every check-in as CSV, newest week first; the average of the five scores to one decimal. */
export const checkInsCsv = (checkIns: readonly CheckIn[]): string =>
  toCsv([
    HEADER,
    ...newestFirst(checkIns).map((checkIn) => [
      checkIn.week,
      isoWeekMonday(checkIn.week),
      checkIn.energy,
      checkIn.motivation,
      checkIn.stress,
      checkIn.sleep,
      checkIn.focus,
      Math.round(scoresAverage(checkIn) * 10) / 10,
      checkIn.note,
    ]),
  ]);
