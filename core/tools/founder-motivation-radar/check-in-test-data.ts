import type { CheckIn } from './check-ins';

/** A check-in of `week` with scores in SCORE_KEYS' order (energy, motivation, stress, sleep, focus). */
export const checkInOf = (week: string, [energy, motivation, stress, sleep, focus]: number[], note = ''): CheckIn => ({
  week,
  energy: energy!,
  motivation: motivation!,
  stress: stress!,
  sleep: sleep!,
  focus: focus!,
  note,
});
