import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../money';
import { termSheetAnalysisDataSchema } from './analyses';
import { findClauses } from './find-clauses';
import { mainCurrency } from './read-numbers';
import { SAMPLE_TERM_SHEET, sampleAnalysisOf, sampleTermSheet } from './sample-term-sheet';
import { suggestWaterfall } from './suggest-waterfall';

/** Each clause found, as [id, rating]. */
const ratings = (text: string) => findClauses(text).found.map(({ id, rating }) => [id, rating]);

describe('the sample term sheet in each currency (ADR 0075)', () => {
  it.each(CURRENCIES)('in %s, reads as the dollar one does, in its own currency, as its waterfall says', (currency) => {
    const sample = sampleAnalysisOf(currency);
    expect(termSheetAnalysisDataSchema.safeParse(sample).success).toBe(true);
    expect(sample.text).toBe(sampleTermSheet(currency));
    expect(ratings(sample.text)).toEqual(ratings(SAMPLE_TERM_SHEET));
    expect(mainCurrency(sample.text)).toBe(currency);
    const { series, exitValues } = sample.waterfall;
    const { name: _name, ...figures } = series[0]!;
    expect(suggestWaterfall(findClauses(sample.text))).toEqual({ ...figures, exitValues });
  });

  it('writes the rupee round in crore: ₹32 crore at ₹160 crore post-money, exits from ₹40 crore to ₹1,600 crore', () => {
    const { text, waterfall } = sampleAnalysisOf('INR');
    expect(text).toContain('Amount of Investment: ₹32 crore in total');
    // ₹32 crore = 32 × 10,000,000; ₹160 crore = 1,600,000,000; exits ¼, ½, 1, 2, 5 and 10 × ₹160 crore.
    expect(waterfall).toEqual({
      series: [
        {
          name: 'Series A',
          investment: 320_000_000,
          postMoney: 1_600_000_000,
          multiple: 1,
          participation: 'capped',
          cap: 3,
        },
      ],
      seniority: 'stacked',
      exitValues: [400_000_000, 800_000_000, 1_600_000_000, 3_200_000_000, 8_000_000_000, 16_000_000_000],
    });
  });
});
