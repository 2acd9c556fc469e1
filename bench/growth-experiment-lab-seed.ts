import { experimentLabDocuments } from '../core/tools/growth-experiment-lab/experiment-labs';
import { saved } from './founder-seed';

/*
 * The bench founder's (bench/tool-documents-seed.ts's ClinicDesk) growth experiments: a lab of the year's tests on the
 * sign-up and booking funnel, newest first, and the planner sized for the next one.
 */

/** A group's name, visitors and conversions. */
type Counts = readonly [string, number, number];

const groups = (prefix: string, list: readonly Counts[]) =>
  list.map(([name, visitors, conversions], i) => ({
    id: i === 0 ? 'control' : `${prefix}-${i}`,
    name,
    visitors,
    conversions,
  }));

/**
 * The trial experiment's counts are cprior's (tests/test_beta.py) Beta(1000, 900) against Beta(1200, 800): 999 of
 * 1,898 against 1,199 of 1,998, P(B > A) = 0.9999982656 — 'over 99.9 %'; +14.0 % (0.6001 / 0.5263 − 1), z = 4.64.
 */
export const EXPERIMENT_LAB = saved(experimentLabDocuments, 'Clinic sign-up funnel 2026', {
  experiments: [
    {
      id: 'trial-no-card',
      name: 'Free trial without a card',
      hypothesis:
        'If clinics can start the trial without a card, more will start it, because the card asks for trust too early.',
      metric: 'Trials started',
      status: 'finished',
      startOn: '2026-05-04',
      endOn: '2026-05-25',
      variants: groups('trial', [
        ['Card up front', 1_898, 999],
        ['Free trial, no card', 1_998, 1_199],
      ]),
      learnings: 'Ask for the card at day 14, with the clinic’s first invoices in the app.',
    },
    {
      id: 'whatsapp-reminders',
      name: 'WhatsApp booking reminders',
      hypothesis: 'Reminders on WhatsApp instead of SMS bring more patients back for their appointment.',
      metric: 'Appointments kept',
      status: 'running',
      startOn: '2026-06-01',
      endOn: '',
      variants: groups('reminder', [
        ['SMS', 4_120, 3_338],
        ['WhatsApp', 4_075, 3_411],
        ['WhatsApp + call', 1_980, 1_663],
      ]),
      learnings: '',
    },
    {
      id: 'pricing-page-rupees',
      name: 'Monthly price in rupees on the pricing page',
      hypothesis: 'Showing ₹2,000 a month rather than ₹24,000 a year lifts demo requests.',
      metric: 'Demo requests',
      status: 'stopped',
      startOn: '2026-02-10',
      endOn: '2026-02-17',
      variants: groups('price', [
        ['Yearly price', 640, 22],
        ['Monthly price', 655, 19],
      ]),
      learnings: 'Stopped after a week: too little traffic to tell; size it with the planner first.',
    },
  ],
  planner: { baselineRate: 3.4, minimumEffect: 25, power: 80, significance: 5, variants: 2, dailyVisitors: 180 },
});
