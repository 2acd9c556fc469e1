import type { ScoreKey } from '@core/tools/founder-motivation-radar/check-ins';
import { useMemo } from 'react';
import { useT } from '@/lib/i18n/use-t';

/** A score's name and the words at its two ends (1 and 5; 5 is always the good end, ADR 0106). */
export type ScoreText = {
  label: string;
  low: string;
  high: string;
  /** The 1 and the 5 as a screen reader names them: '1 Drained', '5 Full of energy'. */
  lowName: string;
  highName: string;
};

/** The five scores' words in the page's language. */
export function useScoreTexts(): Record<ScoreKey, ScoreText> {
  const t = useT();
  return useMemo(() => {
    const ends = (label: string, low: string, high: string): ScoreText => ({
      label,
      low,
      high,
      lowName: t({ id: 'motivationRadar.score.lowName', defaultMessage: '1 {words}' }, { words: low }),
      highName: t({ id: 'motivationRadar.score.highName', defaultMessage: '5 {words}' }, { words: high }),
    });
    return {
      energy: ends(
        t({ id: 'motivationRadar.score.energy', defaultMessage: 'Energy' }),
        t({ id: 'motivationRadar.score.energyLow', defaultMessage: 'Drained' }),
        t({ id: 'motivationRadar.score.energyHigh', defaultMessage: 'Full of energy' }),
      ),
      motivation: ends(
        t({ id: 'motivationRadar.score.motivation', defaultMessage: 'Motivation' }),
        t({ id: 'motivationRadar.score.motivationLow', defaultMessage: 'Stuck' }),
        t({ id: 'motivationRadar.score.motivationHigh', defaultMessage: 'Driven' }),
      ),
      stress: ends(
        t({ id: 'motivationRadar.score.stress', defaultMessage: 'Stress' }),
        t({ id: 'motivationRadar.score.stressLow', defaultMessage: 'Overwhelmed' }),
        t({ id: 'motivationRadar.score.stressHigh', defaultMessage: 'Calm' }),
      ),
      sleep: ends(
        t({ id: 'motivationRadar.score.sleep', defaultMessage: 'Sleep' }),
        t({ id: 'motivationRadar.score.sleepLow', defaultMessage: 'Poor' }),
        t({ id: 'motivationRadar.score.sleepHigh', defaultMessage: 'Restful' }),
      ),
      focus: ends(
        t({ id: 'motivationRadar.score.focus', defaultMessage: 'Focus' }),
        t({ id: 'motivationRadar.score.focusLow', defaultMessage: 'Scattered' }),
        t({ id: 'motivationRadar.score.focusHigh', defaultMessage: 'Sharp' }),
      ),
    };
  }, [t]);
}
