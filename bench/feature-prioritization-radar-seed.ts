import { featureRoadmapDocuments } from '../core/tools/feature-prioritization-radar/feature-roadmaps';
import type { RiceConfidence, RiceImpact } from '../core/tools/feature-prioritization-radar/feature-scores';
import { saved } from './founder-seed';

/*
 * The bench founder's roadmap in the Feature Prioritization Radar (bench/lighthouse-pages.ts): what ClinicDesk weighs
 * building next, reach counted in clinics a quarter. RICE: reminders 300 × 3 × 0.8 ÷ 2 = 360; invoices 450 × 2 × 1 ÷ 3
 * = 300; Tally export 200 × 1 × 0.8 ÷ 1 = 160; kiosk 60 × 2 × 0.5 ÷ 6 = 10.
 */
const FEATURES: readonly [string, number, RiceImpact, RiceConfidence, number, [number, number, number]][] = [
  ['WhatsApp appointment reminders', 300, 3, 80, 2, [9, 7, 6]],
  ['GST-ready invoices', 450, 2, 100, 3, [8, 9, 5]],
  ['Patient self check-in kiosk', 60, 2, 50, 6, [6, 4, 2]],
  ['Tally export', 200, 1, 80, 1, [5, 8, 8]],
];

export const FEATURE_ROADMAP = saved(featureRoadmapDocuments, 'ClinicDesk roadmap, Q1 2027', {
  reachPeriod: 'quarter',
  scoring: 'rice',
  features: FEATURES.map(([name, reach, impact, confidence, effort, [iceImpact, iceConfidence, ease]], i) => ({
    id: `feature-${i + 1}`,
    name,
    idea: null,
    rice: { reach, impact, confidence, effort },
    ice: { impact: iceImpact, confidence: iceConfidence, ease },
  })),
});
