import { toCsv } from '../../csv';
import type { RankedFeature } from './feature-ranking';
import { roundedScore } from './feature-scores';

/** The ranked list's columns, in the file's order. */
export const RANKED_CSV_COLUMNS = [
  'rank',
  'feature',
  'idea',
  'reach',
  'impact',
  'confidence',
  'effort',
  'rice',
  'iceImpact',
  'iceConfidence',
  'ease',
  'ice',
] as const;
export type RankedCsvColumn = (typeof RANKED_CSV_COLUMNS)[number];

/**
 * The ranked list as CSV (RFC 4180, core/csv): a header of the page's words, then a feature a row in the order shown,
 * with its inputs as numbers (confidence in percent) and both scores to two decimals.
 */
export function rankedFeaturesCsv(
  ranked: readonly RankedFeature[],
  headers: Readonly<Record<RankedCsvColumn, string>>,
): string {
  return toCsv([
    RANKED_CSV_COLUMNS.map((column) => headers[column]),
    ...ranked.map(({ feature, rice, ice, rank }) => [
      rank,
      feature.name,
      feature.idea?.title ?? '',
      feature.rice.reach,
      feature.rice.impact,
      feature.rice.confidence,
      feature.rice.effort,
      roundedScore(rice),
      feature.ice.impact,
      feature.ice.confidence,
      feature.ice.ease,
      roundedScore(ice),
    ]),
  ]);
}
