/** A feature as a founder types it in the Feature Prioritization Radar's dialog: numbers as typed, choices by label. */
export type TypedFeature = {
  name: string;
  reach: string;
  impact: string;
  confidence: string;
  effort: string;
  /** Impact, confidence and ease, 1–10. */
  ice: readonly [string, string, string];
};

/**
 * Three features the web test and the journey type. RICE (Intercom: reach × impact × confidence ÷ effort): reports
 * 800 × 2 × 0.5 ÷ 1 = 800; reminders 450 × 3 × 1 ÷ 2 = 675; invoices 2,000 × 1 × 0.8 ÷ 4 = 400. ICE (the average):
 * reminders (8 + 9 + 5) / 3 = 7.33; invoices (6 + 7 + 8) / 3 = 7; reports (4 + 5 + 9) / 3 = 6.
 */
export const TYPED_FEATURES: readonly TypedFeature[] = [
  {
    name: 'SMS reminders',
    reach: '450',
    impact: 'Massive (3)',
    confidence: 'High (100%)',
    effort: '2',
    ice: ['8', '9', '5'],
  },
  {
    name: 'GST invoices',
    reach: '2000',
    impact: 'Medium (1)',
    confidence: 'Medium (80%)',
    effort: '4',
    ice: ['6', '7', '8'],
  },
  {
    name: 'Weekly reports',
    reach: '800',
    impact: 'High (2)',
    confidence: 'Low (50%)',
    effort: '1',
    ice: ['4', '5', '9'],
  },
];
