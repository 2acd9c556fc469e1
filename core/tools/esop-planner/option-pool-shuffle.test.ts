import { describe, expect, it } from 'vitest';
import { planRound } from './option-pool-shuffle';

/*
 * The issue's example, by hand: 10,000,000 fully diluted shares, an existing pool of 5 % = 500,000, so the founders
 * hold F = 9,500,000. Pre-money V = $8M, investment I = $2M: post-money $10M, investors i = 2/10 = 20 %.
 * Target pool after the round t = 10 %, so the founders keep 1 − 0.2 − 0.1 = 70 %:
 *   T = 9,500,000 / 0.7 = 13,571,428.57 shares after the round
 *   pool after = 0.1 × T = 1,357,142.857 → top-up N = 1,357,142.857 − 500,000 = 857,142.857 → 857,143 shares
 *   pre-money shares = 10,000,000 + 857,143 = 10,857,143
 *   price = 8,000,000 / 10,857,143 = $0.73684210 (14/19 = 0.7368421053 before rounding N)
 *   investors = 2,000,000 / price = 2,000,000 × 10,857,143 / 8,000,000 = 2,714,285.75 → 2,714,285 shares
 *   after: 10,857,143 + 2,714,285 = 13,571,428 shares; founders 9,500,000 / 13,571,428 = 70.0000 %,
 *          pool 1,357,143 / 13,571,428 = 10.0000 %, investors 2,714,285 / 13,571,428 = 19.99999 %
 *   the whole pool after the round at that price: 1,357,143 × 0.7368421 = $1,000,000 (10 % of the $10M post-money),
 *   so the founders' effective pre-money (Venture Hacks' definition: their shares at the round's price, the pre-money
 *   less the whole post-money pool) is 9,500,000 × 0.7368421 = $7,000,000 = 70 % of $10M. Counting only the top-up
 *   would say $7,368,421: the 500,000 shares already in the pool come out of the founders' pre-money too.
 */
/*
 * Venture Hacks, "The Option Pool Shuffle" (venturehacks.com/articles/option-pool-shuffle): 6M shares outstanding and
 * no pool, a $2M investment on an $8M pre-money that "includes an option pool equal to 20% of the post-financing
 * fully diluted capitalization". The article's figures: the share price is $1.00, not $8M / 6M = $1.33; "We think
 * your company is worth $6M" — 60 % effective valuation + 20 % new options + 20 % cash = 100 %.
 */
describe('planRound: Venture Hacks’ worked example', () => {
  const outcome = planRound({
    fullyDilutedShares: 6_000_000,
    poolShares: 0,
    founders: [],
    round: { preMoney: 8_000_000, investment: 2_000_000, targetPoolPercent: 20 },
  });

  it('prices the round at $1.00 with a 2M-share pool in the pre-money', () => {
    expect(outcome).toMatchObject({
      topUpShares: 2_000_000,
      preMoneyShares: 8_000_000,
      investorShares: 2_000_000,
      postMoneyShares: 10_000_000,
      postMoney: 10_000_000,
    });
    expect(outcome.pricePerShare).toBeCloseTo(1, 10);
    expect(outcome.after.map((row) => row.percent)).toEqual([60, 20, 20]);
  });

  it('values the company the founders built at $6M: $2M of the $8M pre-money is the pool', () => {
    expect(outcome.poolValue).toBeCloseTo(2_000_000, 4);
    expect(outcome.effectivePreMoney).toBeCloseTo(6_000_000, 4);
  });
});

describe('planRound: the option pool shuffle', () => {
  const outcome = planRound({
    fullyDilutedShares: 10_000_000,
    poolShares: 500_000,
    founders: [],
    round: { preMoney: 8_000_000, investment: 2_000_000, targetPoolPercent: 10 },
  });

  it('tops the pool up in the pre-money and prices the round on the larger count', () => {
    expect(outcome.topUpShares).toBe(857_143);
    expect(outcome.preMoneyShares).toBe(10_857_143);
    expect(outcome.pricePerShare).toBeCloseTo(0.7368421, 7);
    expect(outcome.investorShares).toBe(2_714_285);
    expect(outcome.postMoneyShares).toBe(13_571_428);
    expect(outcome.postMoney).toBe(10_000_000);
    expect(outcome.poolValue).toBeCloseTo(1_000_000, 0);
    expect(outcome.effectivePreMoney).toBeCloseTo(7_000_000, 0);
  });

  it('shows the cap table before and after, in shares and percent', () => {
    expect(outcome.before).toEqual([
      { kind: 'founders', name: null, shares: 9_500_000, percent: 95 },
      { kind: 'pool', name: null, shares: 500_000, percent: 5 },
    ]);
    expect(outcome.after.map(({ kind, shares }) => [kind, shares])).toEqual([
      ['founders', 9_500_000],
      ['pool', 1_357_143],
      ['investors', 2_714_285],
    ]);
    const [founders, pool, investors] = outcome.after.map((row) => row.percent);
    expect(founders).toBeCloseTo(70, 4);
    expect(pool).toBeCloseTo(10, 4);
    expect(investors).toBeCloseTo(20, 4);
  });

  it('leaves a pool already above its target alone, and still takes all of it from the pre-money', () => {
    // 1,000,000 shares with a 200,000 pool (20 %), target 10 %: 0.1 × 800,000 / 0.7 = 114,286 < 200,000, no top-up.
    // Price 4,000,000 / 1,000,000 = $4; investors 1,000,000 / 4 = 250,000; after 1,250,000: 64 % / 16 % / 20 %.
    // The pool is worth 200,000 × $4 = $800,000 of the pre-money; the founders' 800,000 shares × $4 = $3,200,000.
    const round = planRound({
      fullyDilutedShares: 1_000_000,
      poolShares: 200_000,
      founders: [],
      round: { preMoney: 4_000_000, investment: 1_000_000, targetPoolPercent: 10 },
    });
    expect(round).toMatchObject({
      topUpShares: 0,
      pricePerShare: 4,
      investorShares: 250_000,
      postMoneyShares: 1_250_000,
      poolValue: 800_000,
      effectivePreMoney: 3_200_000,
    });
    expect(round.after.map((row) => row.percent)).toEqual([64, 16, 20]);
  });

  it('splits the founders’ shares by an equity split’s percentages', () => {
    // 9,500,000 × 50 / 30 / 20 % = 4,750,000 / 2,850,000 / 1,900,000 (95 × 50 % = 47.5 % of the company before).
    const round = planRound({
      fullyDilutedShares: 10_000_000,
      poolShares: 500_000,
      founders: [
        { name: 'Ada', percent: 50 },
        { name: 'Grace', percent: 30 },
        { name: 'Linus', percent: 20 },
      ],
      round: { preMoney: 8_000_000, investment: 2_000_000, targetPoolPercent: 10 },
    });
    expect(round.before.slice(0, 3)).toEqual([
      { kind: 'founder', name: 'Ada', shares: 4_750_000, percent: 47.5 },
      { kind: 'founder', name: 'Grace', shares: 2_850_000, percent: 28.5 },
      { kind: 'founder', name: 'Linus', shares: 1_900_000, percent: 19 },
    ]);
    expect(round.after[0]?.percent).toBeCloseTo(35, 4); // 4,750,000 / 13,571,428
  });
});
