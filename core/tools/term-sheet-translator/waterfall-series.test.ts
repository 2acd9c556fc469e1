import { describe, expect, it } from 'vitest';
import { payoutAt, type PreferredSeries } from './waterfall';
import { seriesTerms } from './waterfall-inputs';

const M = 1_000_000;

/** Each series' take and common's, rounded to the cent. */
const takes = (series: PreferredSeries[], seniority: 'stacked' | 'pariPassu', exit: number) => {
  const payout = payoutAt(series, seniority, exit);
  const cents = (amount: number) => Math.round(amount * 100) / 100;
  return { series: payout.series.map(cents), common: cents(payout.common), converts: payout.converts };
};

describe('one series, as published', () => {
  // Ledgy's "Coding Challenge: Waterfall Analysis" (gist.github.com/morloy/40bc8469cef175c7607a437ac37d4110): "An
  // investor buys 20% of a company for $1m with a 1× non-participating liquidation preference. If the company gets
  // sold for $3m, the investor receives $1m … If a company is sold for $6m, the investor converts to Common shares and
  // gets their $1.2m share."
  const investor: PreferredSeries = { investment: 1 * M, ownership: 0.2, multiple: 1, participation: 'none', cap: 1 };
  it('sold for $3m: $1m to the investor; for $6m: it converts, $1.2m', () => {
    expect(takes([investor], 'stacked', 3 * M)).toEqual({ series: [1 * M], common: 2 * M, converts: [false] });
    expect(takes([investor], 'stacked', 6 * M)).toEqual({ series: [1.2 * M], common: 4.8 * M, converts: [true] });
  });

  // Brad Feld's example on The Full Ratchet, episode 10 (fullratchet.net/episode-10-the-term-sheet-feat-brad-feld):
  // $10M raised over the company's life for 50 % of it, 1x non-participating; the company sells for $14M. The payouts
  // by the rule the page states: the investors take $10M or 50 % of the sale, whichever is more.
  const feld: PreferredSeries = { investment: 10 * M, ownership: 0.5, multiple: 1, participation: 'none', cap: 1 };
  it('sold for $14M: $10M to the investors (50 % would be $7M); for $50M: they convert, $25M', () => {
    expect(takes([feld], 'stacked', 14 * M)).toEqual({ series: [10 * M], common: 4 * M, converts: [false] });
    expect(takes([feld], 'stacked', 50 * M)).toEqual({ series: [25 * M], common: 25 * M, converts: [true] });
  });
});

describe("several series: Ledgy's challenge, each 1x participating capped at 2x, each round senior to the one before", () => {
  // The challenge's cap table: Common 1,000,000 shares; Preferred A 200,000 shares for $900,000; B 300,000 for
  // $2,100,000; C 1,500,000 for $15,000,000 — 3,000,000 shares in all, so A owns 1/15, B 10 %, C 50 %.
  const capped = (investment: number, ownership: number): PreferredSeries => ({
    investment,
    ownership,
    multiple: 1,
    participation: 'capped',
    cap: 2,
  });
  const table = [capped(0.9 * M, 200_000 / 3_000_000), capped(2.1 * M, 0.1), capped(15 * M, 0.5)];

  it('at $25m, as the challenge gives it: Common $2.33m, A $1.37m, B $2.8m, C $18.5m', () => {
    // Preferences $15m + $2.1m + $0.9m = $18m; the $7m left shared by shares: Common 1/3 = $2,333,333.33,
    // A $0.9m + $7m ÷ 15 = $1,366,666.67, B $2.1m + $0.7m, C $15m + $3.5m; none reaches its 2x cap.
    expect(takes(table, 'stacked', 25 * M)).toEqual({
      series: [1_366_666.67, 2.8 * M, 18.5 * M],
      common: 2_333_333.33,
      converts: [false, false, false],
    });
  });

  it('at $60m (by hand): A and B convert, C is held to its 2x cap, which equals its converted share', () => {
    // Kept preferences would hold A to $1.8m and B to $4.2m; converted, A takes 1/15 × $60m = $4m and B 10 % = $6m.
    // C: $15m + 50 % of $45m = $37.5m, held to 2 × $15m = $30m — the same as 50 % × $60m, so it keeps its preference.
    // Common: $60m − $4m − $6m − $30m = $20m.
    expect(takes(table, 'stacked', 60 * M)).toEqual({
      series: [4 * M, 6 * M, 30 * M],
      common: 20 * M,
      converts: [true, true, false],
    });
  });

  it('at $10m (by hand), less than the $18m of preferences: stacked, C takes it all; pari passu, each in proportion', () => {
    expect(takes(table, 'stacked', 10 * M)).toEqual({
      series: [0, 0, 10 * M],
      common: 0,
      converts: [false, false, false],
    });
    // $10m shared by preference, $0.9m : $2.1m : $15m of $18m: A $0.5m, B $1,166,666.67, C $8,333,333.33.
    expect(takes(table, 'pariPassu', 10 * M)).toEqual({
      series: [0.5 * M, 1_166_666.67, 8_333_333.33],
      common: 0,
      converts: [false, false, false],
    });
  });
});

describe('a Series Seed and a Series A, 1x non-participating, stacked (hand-worked)', () => {
  // Seed: $1M at $5M post-money (20 %), diluted by the A's $4M at $20M post-money (20 %): 20 % × 80 % = 16 %.
  const series = seriesTerms([
    { name: 'Series Seed', investment: 1 * M, postMoney: 5 * M, multiple: 1, participation: 'none', cap: 3 },
    { name: 'Series A', investment: 4 * M, postMoney: 20 * M, multiple: 1, participation: 'none', cap: 3 },
  ]);
  it('owns 16 % and 20 % as converted', () => {
    expect(series.map((one) => one.ownership)).toEqual([0.16000000000000003, 0.2]);
  });
  it('at $10M the Seed converts while the A keeps its preference: the choices depend on each other', () => {
    // A takes its $4M first; converted, the Seed shares the $6M left with common, 16 % of the 80 % left as converted:
    // $6M × 16 / 80 = $1.2M, more than its $1M preference. The A converting would take 20 % × $10M = $2M < $4M.
    expect(takes(series, 'stacked', 10 * M)).toEqual({
      series: [1.2 * M, 4 * M],
      common: 4.8 * M,
      converts: [true, false],
    });
  });
  it('at $30M both convert: 16 % and 20 % of it', () => {
    expect(takes(series, 'stacked', 30 * M)).toEqual({
      series: [4.8 * M, 6 * M],
      common: 19.2 * M,
      converts: [true, true],
    });
  });
});
