import type { PlanFounder, Round } from './esop-plan';
import { floorShares } from './grant-vesting';
import { roundShares, splitShares } from './option-pool';

/** One line of a cap table: all founders together, one founder (from an equity split), the pool or the investors. */
export type CapTableRow = {
  kind: 'founders' | 'founder' | 'pool' | 'investors';
  /** The founder's name; null for the other lines. */
  name: string | null;
  shares: number;
  /** Of the table's total, exact. */
  percent: number;
};

export type RoundOutcome = {
  /** New pool shares created before the round (in the pre-money), so the pool reaches its target after it. */
  topUpShares: number;
  /** Shares before the money comes in, the top-up included: what the pre-money valuation buys. */
  preMoneyShares: number;
  /** Pre-money valuation / pre-money shares. */
  pricePerShare: number;
  investorShares: number;
  postMoneyShares: number;
  postMoney: number;
  /**
   * The whole pool after the round (what was there and the top-up) at the round's price: all of it is counted in
   * the pre-money, so it is the part of the pre-money the founders do not get.
   */
  poolValue: number;
  /**
   * Venture Hacks' effective pre-money ("The Option Pool Shuffle"): the founders' shares at the round's price, i.e.
   * the pre-money less the whole pool after the round, not only its top-up.
   */
  effectivePreMoney: number;
  before: CapTableRow[];
  after: CapTableRow[];
};

type RoundInput = {
  fullyDilutedShares: number;
  poolShares: number;
  /** A split of the founders' shares (percentages adding up to 100); empty for one 'Founders' line. */
  founders: readonly Pick<PlanFounder, 'name' | 'percent'>[];
  round: Round;
};

const table = (rows: Omit<CapTableRow, 'percent'>[]): CapTableRow[] => {
  const total = rows.reduce((sum, row) => sum + row.shares, 0);
  return rows.map((row) => ({ ...row, percent: total === 0 ? 0 : (row.shares * 100) / total }));
};

/**
 * A priced round with the option pool shuffle. Investors buy i = I / (V + I) of the company after the round and
 * want the pool to be t of it; the pool's new shares are created before the round, so they dilute only the
 * existing holders. With F founders' shares and P pool shares before, after the round the founders hold
 * 1 − i − t of T shares: T = F / (1 − i − t); the top-up is N = t·T − P (never below 0: a pool already at or above
 * its target is left as it is); the price is V / (F + P + N); the investors get I / price shares.
 * N is rounded to the nearest share and the investors' shares down to a whole share.
 */
export function planRound({ fullyDilutedShares, poolShares, founders, round }: RoundInput): RoundOutcome {
  const { preMoney, investment, targetPoolPercent } = round;
  const founderShares = fullyDilutedShares - poolShares;
  const investorFraction = investment / (preMoney + investment);
  const target = targetPoolPercent / 100;
  const postMoneyTarget = founderShares / (1 - investorFraction - target);
  const topUpShares = Math.max(0, roundShares(target * postMoneyTarget - poolShares));
  const preMoneyShares = fullyDilutedShares + topUpShares;
  const pricePerShare = preMoney / preMoneyShares;
  const investorShares = floorShares((investment * preMoneyShares) / preMoney);

  const founderRows: Omit<CapTableRow, 'percent'>[] =
    founders.length === 0
      ? [{ kind: 'founders', name: null, shares: founderShares }]
      : splitShares(
          founderShares,
          founders.map((founder) => founder.percent),
        ).map((shares, index) => ({ kind: 'founder', name: founders[index]?.name ?? null, shares }));

  return {
    topUpShares,
    preMoneyShares,
    pricePerShare,
    investorShares,
    postMoneyShares: preMoneyShares + investorShares,
    postMoney: preMoney + investment,
    poolValue: (poolShares + topUpShares) * pricePerShare,
    effectivePreMoney: founderShares * pricePerShare,
    before: table([...founderRows, { kind: 'pool', name: null, shares: poolShares }]),
    after: table([
      ...founderRows,
      { kind: 'pool', name: null, shares: poolShares + topUpShares },
      { kind: 'investors', name: null, shares: investorShares },
    ]),
  };
}
