import { describe, expect, it } from 'vitest';
import { conversionPoint, payoutAt, waterfall, type PreferredSeries } from './waterfall';

const M = 1_000_000;
/** $5M invested at a $25M post-money: the investors own 5 / 25 = 20 % as converted. */
const base = { investment: 5 * M, ownership: 0.2, multiple: 1, cap: 3 } as const;
const nonParticipating: PreferredSeries = { ...base, participation: 'none' };
const participating: PreferredSeries = { ...base, participation: 'full' };
const capped: PreferredSeries = { ...base, participation: 'capped' };

/** One series alone: what it takes, what common takes, whether it converts. */
const split = (terms: PreferredSeries, exit: number) => {
  const { investors, common, converts } = payoutAt([terms], 'stacked', exit);
  return { investors, common, converts: converts[0] };
};

describe('a 1x participating preference capped at 3x (hand-worked: $5M in, 20 % owned, cap 3 × $5M = $15M)', () => {
  it('at a $3M exit, less than the preference: the investors take all of it', () => {
    // preference = min($3M, 1 × $5M) = $3M; nothing is left to share: $3M + 20 % × $0 = $3M; common $0.
    expect(split(capped, 3 * M)).toEqual({ investors: 3 * M, common: 0, converts: false });
  });
  it('at a $10M exit: the preference and 20 % of the rest', () => {
    // $5M + 20 % × ($10M − $5M) = $5M + $1M = $6M (under the $15M cap; converting gives 20 % × $10M = $2M).
    // Common: $10M − $6M = $4M.
    expect(split(capped, 10 * M)).toEqual({ investors: 6 * M, common: 4 * M, converts: false });
  });
  it('at a $50M exit: still under the cap', () => {
    // $5M + 20 % × $45M = $5M + $9M = $14M ≤ $15M; converting gives $10M. Common: $50M − $14M = $36M.
    expect(split(capped, 50 * M)).toEqual({ investors: 14 * M, common: 36 * M, converts: false });
  });
  it('at a $60M exit: held to the cap', () => {
    // $5M + 20 % × $55M = $16M, held to $15M; converting gives 20 % × $60M = $12M < $15M. Common: $45M.
    expect(split(capped, 60 * M)).toEqual({ investors: 15 * M, common: 45 * M, converts: false });
  });
  it('at a $100M exit: converting pays more than the cap', () => {
    // Capped: $15M; converted: 20 % × $100M = $20M > $15M, so they convert. Common: $80M.
    expect(split(capped, 100 * M)).toEqual({ investors: 20 * M, common: 80 * M, converts: true });
  });
  it('converts above $75M: where 20 % of the exit equals the $15M cap ($15M ÷ 0.2)', () => {
    expect(conversionPoint(capped)).toBe(75 * M);
    // At exactly $75M both give $15M: the investors keep the preference.
    expect(split(capped, 75 * M)).toEqual({ investors: 15 * M, common: 60 * M, converts: false });
  });
});

describe('a 1x non-participating preference (the same $5M at 20 %)', () => {
  it('takes the preference or converts, whichever is more', () => {
    // $10M: max($5M, 20 % × $10M = $2M) = $5M; common $5M.
    expect(split(nonParticipating, 10 * M)).toEqual({ investors: 5 * M, common: 5 * M, converts: false });
    // $50M: max($5M, $10M) = $10M by converting; common $40M.
    expect(split(nonParticipating, 50 * M)).toEqual({ investors: 10 * M, common: 40 * M, converts: true });
    // Converts above $5M ÷ 0.2 = $25M.
    expect(conversionPoint(nonParticipating)).toBe(25 * M);
  });
  it('at a $0 exit nobody gets anything', () => {
    expect(split(nonParticipating, 0)).toEqual({ investors: 0, common: 0, converts: false });
  });
});

describe('a participating preference without a cap', () => {
  it('takes the preference and its share of the rest at every exit, and never converts', () => {
    // $100M: $5M + 20 % × $95M = $5M + $19M = $24M; common $76M.
    expect(split(participating, 100 * M)).toEqual({ investors: 24 * M, common: 76 * M, converts: false });
    expect(conversionPoint(participating)).toBeUndefined();
  });
  it('with a 2x multiple', () => {
    // Preference 2 × $5M = $10M; at $30M: $10M + 20 % × $20M = $14M; common $16M.
    expect(split({ ...participating, multiple: 2 }, 30 * M)).toEqual({
      investors: 14 * M,
      common: 16 * M,
      converts: false,
    });
  });
});

describe('waterfall', () => {
  it('gives one payout per exit value, in order', () => {
    expect(
      waterfall([capped], 'stacked', [10 * M, 100 * M]).map((payout) => [payout.exitValue, payout.investors]),
    ).toEqual([
      [10 * M, 6 * M],
      [100 * M, 20 * M],
    ]);
  });
});
