import { SAMPLE_TERM_SHEET } from '@core/tools/term-sheet-translator/sample-term-sheet';
import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  checkDraft,
  draftFromData,
  readWaterfall,
  waterfallFromSuggestion,
  type AnalysisDraft,
} from './analysis-draft';

const seriesA = {
  name: 'Series A',
  investment: '4000000',
  postMoney: '20000000',
  multiple: '1',
  participation: 'capped' as const,
  cap: '3',
};

const draft = (patch: Partial<AnalysisDraft['waterfall']> = {}): AnalysisDraft => ({
  text: SAMPLE_TERM_SHEET,
  currency: 'EUR',
  waterfall: { series: [seriesA], seniority: 'stacked', exitValues: ['10000000'], ...patch },
});

describe('readWaterfall', () => {
  it('reads the amounts as their fields hand them (plain digits), the multiple in the page’s language with a trailing x; a blank exit value is left out', () => {
    const typed = {
      series: [{ ...seriesA, name: ' Seed ', multiple: '1,5x', participation: 'none' as const }],
      seniority: 'pariPassu' as const,
      exitValues: ['12.5', ''],
    };
    expect(readWaterfall(typed, 'de')).toEqual({
      series: [
        { name: 'Seed', investment: 4_000_000, postMoney: 20_000_000, multiple: 1.5, participation: 'none', cap: 3 },
      ],
      seniority: 'pariPassu',
      exitValues: [12.5],
    });
  });
});

describe('checkDraft', () => {
  it('gives the analysis’s data as it is saved: numbers', () => {
    expect(checkDraft(draft(), 'en')).toEqual({
      data: {
        text: SAMPLE_TERM_SHEET,
        currency: 'EUR',
        waterfall: {
          series: [
            {
              name: 'Series A',
              investment: 4_000_000,
              postMoney: 20_000_000,
              multiple: 1,
              participation: 'capped',
              cap: 3,
            },
          ],
          seniority: 'stacked',
          exitValues: [10_000_000],
        },
      },
    });
  });

  it('puts an exit value’s message on its own place, blank exit values before it counted', () => {
    // Typed: '5', blank, '-1' → checked [5, −1]; the −1 is checked second, and typed third (index 2).
    expect(checkDraft(draft({ exitValues: ['5', '', '-1'] }), 'en')).toEqual({
      errors: { 'waterfall.exitValues.2': 'An exit value cannot be negative' },
    });
  });

  it('names each field that is wrong by its place in the draft, a word typed for a number as missing', () => {
    const seed = { ...seriesA, name: 'Seed', investment: 'lots' };
    expect(checkDraft(draft({ series: [seed, seriesA], exitValues: ['5', '-1'] }), 'en')).toEqual({
      errors: {
        'waterfall.series.0.investment': 'Enter the investment amount',
        'waterfall.exitValues.1': 'An exit value cannot be negative',
      },
    });
    expect(checkDraft(blankDraft(), 'en')).toMatchObject({
      errors: { text: 'Paste a term sheet', 'waterfall.exitValues': 'Add at least one exit value' },
    });
  });
});

describe('drafts from figures', () => {
  const write = (value: number) => new Intl.NumberFormat('en').format(value);
  it('writes a suggested waterfall in the last series, leaving empty what the term sheet does not say', () => {
    expect(waterfallFromSuggestion({ multiple: 1.5, participation: 'none', exitValues: [] }, write)).toEqual({
      series: [{ name: '', investment: '', postMoney: '', multiple: '1.5', participation: 'none', cap: '3' }],
      seniority: 'stacked',
      exitValues: [],
    });
  });
  it('writes suggested amounts in plain digits, as their fields keep them, keeping the earlier series and the names', () => {
    const seed = { ...seriesA, name: 'Seed', investment: '1000000' };
    const current = {
      series: [seed, { ...seriesA, name: 'Series B' }],
      seniority: 'pariPassu' as const,
      exitValues: [],
    };
    expect(
      waterfallFromSuggestion(
        { investment: 6e6, postMoney: 3e7, multiple: 1, participation: 'none', exitValues: [6e7] },
        write,
        current,
      ),
    ).toEqual({
      series: [
        seed,
        {
          name: 'Series B',
          investment: '6000000',
          postMoney: '30000000',
          multiple: '1',
          participation: 'none',
          cap: '3',
        },
      ],
      seniority: 'pariPassu',
      exitValues: ['60000000'],
    });
  });
  it('writes a saved analysis as inputs that read back to the same figures', () => {
    const series = [
      { name: 'Seed', investment: 1e7, postMoney: 5e7, multiple: 1, participation: 'none' as const, cap: 3 },
      { name: 'Series A', investment: 5e7, postMoney: 2.5e8, multiple: 1, participation: 'full' as const, cap: 3 },
    ];
    const saved = draftFromData(
      { text: 'x', currency: 'INR', waterfall: { series, seniority: 'pariPassu', exitValues: [1e8] } },
      write,
    );
    expect(saved.waterfall.series[1]!.investment).toBe('50000000');
    expect(readWaterfall(saved.waterfall, 'en')).toEqual({ series, seniority: 'pariPassu', exitValues: [1e8] });
  });
});
