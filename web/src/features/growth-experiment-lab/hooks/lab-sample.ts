import type { ExperimentLabData } from '@core/tools/growth-experiment-lab/experiment-labs';
import type { Translate } from '@/lib/i18n/use-t';
import { sampleName } from '@/lib/sample-name';

/**
 * 'Try a sample' of the lab (ADR 0072): two invented experiments, each named as a sample, and a planner filled in.
 * - Shorter sign-up form: control 200 of 2,000 (10 %), variant 260 of 2,000 (13 %): +30 %, z = 2.97, p = 0.003 —
 *   significant (worked out in core's significance.test.ts);
 * - Annual plan discount: 84 of 1,200 (7.0 %) against 95 of 1,180 (8.1 %): +15 %, not significant at 95 %;
 * - planner: 10 % baseline, +20 %, 80 % power, 5 %, two groups, 500 a day: 3,841 per group, 16 days (sample-size.test.ts).
 */
export function labSampleOf(t: Translate): ExperimentLabData {
  const control = t({ id: 'growthLab.sample.control', defaultMessage: 'Control' });
  const variant = t({ id: 'growthLab.sample.variant', defaultMessage: 'Variant B' });
  return {
    experiments: [
      {
        id: 'sample-signup',
        name: sampleName(t, t({ id: 'growthLab.sample.signupName', defaultMessage: 'Shorter sign-up form' })),
        hypothesis: t({
          id: 'growthLab.sample.signupHypothesis',
          defaultMessage:
            'If we ask only for an e-mail address, more visitors will sign up, because the form is quicker.',
        }),
        metric: t({ id: 'growthLab.sample.signupMetric', defaultMessage: 'Sign-ups' }),
        status: 'finished',
        startOn: '2026-03-02',
        endOn: '2026-03-16',
        variants: [
          { id: 'control', name: control, visitors: 2_000, conversions: 200 },
          { id: 'variant-1', name: variant, visitors: 2_000, conversions: 260 },
        ],
        learnings: t({
          id: 'growthLab.sample.signupLearnings',
          defaultMessage: 'Every field costs sign-ups: ask for the rest after the first visit.',
        }),
      },
      {
        id: 'sample-annual',
        name: sampleName(t, t({ id: 'growthLab.sample.annualName', defaultMessage: 'Annual plan discount' })),
        hypothesis: t({
          id: 'growthLab.sample.annualHypothesis',
          defaultMessage: 'If the annual plan shows two months free, more trials will buy it.',
        }),
        metric: t({ id: 'growthLab.sample.annualMetric', defaultMessage: 'Paid conversions' }),
        status: 'running',
        startOn: '2026-04-01',
        endOn: '',
        variants: [
          { id: 'control', name: control, visitors: 1_200, conversions: 84 },
          { id: 'variant-1', name: variant, visitors: 1_180, conversions: 95 },
        ],
        learnings: '',
      },
    ],
    planner: { baselineRate: 10, minimumEffect: 20, power: 80, significance: 5, variants: 2, dailyVisitors: 500 },
  };
}
