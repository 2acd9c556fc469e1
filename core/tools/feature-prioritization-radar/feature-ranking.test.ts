import { describe, expect, it } from 'vitest';
import { impactChart } from './feature-chart';
import { rankedFeaturesCsv, RANKED_CSV_COLUMNS, type RankedCsvColumn } from './feature-csv';
import type { Feature } from './feature-roadmap';
import { rankFeatures } from './feature-ranking';
import type { RiceConfidence, RiceImpact } from './feature-scores';

const feature = (
  id: string,
  name: string,
  [reach, impact, confidence, effort]: [number, RiceImpact, RiceConfidence, number],
  [iceImpact, iceConfidence, ease]: [number, number, number],
  idea: Feature['idea'] = null,
): Feature => ({
  id,
  name,
  idea,
  rice: { reach, impact, confidence, effort },
  ice: { impact: iceImpact, confidence: iceConfidence, ease },
});

// RICE: reminders 450 × 3 × 1 ÷ 2 = 675; billing 2,000 × 1 × 0.8 ÷ 4 = 400; reports 800 × 2 × 0.5 ÷ 1 = 800.
// ICE: reminders (8 + 9 + 5) / 3 = 7.33; billing (6 + 7 + 8) / 3 = 7; reports (4 + 5 + 9) / 3 = 6.
const reminders = feature('a', 'SMS reminders', [450, 3, 100, 2], [8, 9, 5], { id: 'i1', title: 'ClinicDesk' });
const billing = feature('b', 'Billing, GST invoices', [2_000, 1, 80, 4], [6, 7, 8]);
const reports = feature('c', 'Weekly reports', [800, 2, 50, 1], [4, 5, 9]);

describe('rankFeatures', () => {
  it('ranks by RICE, highest first, with both scores', () => {
    expect(
      rankFeatures([reminders, billing, reports], 'rice').map(({ feature, rice, rank }) => [rank, feature.name, rice]),
    ).toEqual([
      [1, 'Weekly reports', 800],
      [2, 'SMS reminders', 675],
      [3, 'Billing, GST invoices', 400],
    ]);
  });

  it('ranks by ICE, and equal scores share a rank in the order they were added', () => {
    expect(rankFeatures([reminders, billing, reports], 'ice').map(({ feature, rank }) => [rank, feature.id])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
    // (7 + 7 + 7) / 3 = 7, the same as billing's: both are second, and reports is fourth.
    const twin = feature('d', 'Twin', [1, 1, 50, 1], [7, 7, 7]);
    expect(
      rankFeatures([reminders, billing, reports, twin], 'ice').map(({ feature, rank }) => [rank, feature.id]),
    ).toEqual([
      [1, 'a'],
      [2, 'b'],
      [2, 'd'],
      [4, 'c'],
    ]);
  });
});

describe('impactChart', () => {
  it('plots RICE impact against effort: 0 to the largest effort rounded up, split in the middle; impact split at 1.5', () => {
    // Largest effort 4 → axis 0–4, line at 2.
    expect(impactChart([reminders, billing, reports], 'rice')).toEqual({
      x: { min: 0, max: 4, guide: 2 },
      y: { min: 0, max: 3, guide: 1.5 },
      points: [
        { id: 'a', label: 'SMS reminders', x: 2, y: 3 },
        { id: 'b', label: 'Billing, GST invoices', x: 4, y: 1 },
        { id: 'c', label: 'Weekly reports', x: 1, y: 2 },
      ],
    });
    // Half a month at most → an axis of one month; 2.5 months → 3.
    expect(impactChart([feature('e', 'E', [1, 1, 50, 0.5], [1, 1, 1])], 'rice').x).toEqual({
      min: 0,
      max: 1,
      guide: 0.5,
    });
    expect(impactChart([feature('e', 'E', [1, 1, 50, 2.5], [1, 1, 1])], 'rice').x).toEqual({
      min: 0,
      max: 3,
      guide: 1.5,
    });
  });

  it('plots ICE impact against ease, both 1 to 10 split at 5.5', () => {
    const chart = impactChart([reminders, reports], 'ice');
    expect([chart.x, chart.y]).toEqual([
      { min: 1, max: 10, guide: 5.5 },
      { min: 1, max: 10, guide: 5.5 },
    ]);
    expect(chart.points.map(({ x, y }) => [x, y])).toEqual([
      [5, 8],
      [9, 4],
    ]);
  });
});

describe('rankedFeaturesCsv', () => {
  it('writes the list in the order shown, the page’s headers first, scores to two decimals', () => {
    const headers = Object.fromEntries(RANKED_CSV_COLUMNS.map((column) => [column, column.toUpperCase()])) as Record<
      RankedCsvColumn,
      string
    >;
    const ranked = rankFeatures([reminders, billing], 'ice');
    expect(rankedFeaturesCsv(ranked, headers)).toBe(
      'RANK,FEATURE,IDEA,REACH,IMPACT,CONFIDENCE,EFFORT,RICE,ICEIMPACT,ICECONFIDENCE,EASE,ICE\r\n' +
        '1,SMS reminders,ClinicDesk,450,3,100,2,675,8,9,5,7.33\r\n' +
        '2,"Billing, GST invoices",,2000,1,80,4,400,6,7,8,7\r\n',
    );
  });
});
