import { AGREEMENT_SCALE, ENPS_SCALE } from '@core/tools/team-culture-pulse/pulse-survey';
import { useMemo } from 'react';
import { useI18n, useT } from '@/lib/i18n/use-t';
import type { ScoreOption } from '../components/score-scale';

const range = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, index) => min + index);

/** The eNPS question for a team, in the page's language. */
export function useEnpsQuestion(): (teamName: string) => string {
  const t = useT();
  return (teamName) =>
    t(
      {
        id: 'pulse.enps.question',
        defaultMessage: 'How likely are you to recommend {teamName} as a place to work?',
      },
      { teamName },
    );
}

/** The two scales' options and words: 0–10 for eNPS, and strongly disagree … strongly agree (1–5). */
export function usePulseScales() {
  const t = useT();
  const intl = useI18n();
  return useMemo(() => {
    const agreement = [
      t({ id: 'pulse.agreement.stronglyDisagree', defaultMessage: 'Strongly disagree' }),
      t({ id: 'pulse.agreement.disagree', defaultMessage: 'Disagree' }),
      t({ id: 'pulse.agreement.neutral', defaultMessage: 'Neither agree nor disagree' }),
      t({ id: 'pulse.agreement.agree', defaultMessage: 'Agree' }),
      t({ id: 'pulse.agreement.stronglyAgree', defaultMessage: 'Strongly agree' }),
    ];
    return {
      enps: range(ENPS_SCALE).map((value): ScoreOption => ({ value, label: intl.formatNumber(value) })),
      enpsEnds: [
        t({ id: 'pulse.enps.notLikely', defaultMessage: '0 – Not at all likely' }),
        t({ id: 'pulse.enps.veryLikely', defaultMessage: '10 – Extremely likely' }),
      ] as const,
      agreement: range(AGREEMENT_SCALE).map((value): ScoreOption => ({ value, label: agreement[value - 1]! })),
    };
  }, [t, intl]);
}
