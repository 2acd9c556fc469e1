import type { Grant } from './esop-plan';

type PoolSize = { unit: 'percent' | 'shares'; value: number };
type Company = { fullyDilutedShares: number; pool: PoolSize };

/** Rounds half up to a whole number of shares, after dropping float noise below a millionth of a share. */
export const roundShares = (value: number) => Math.round(Number(value.toFixed(6)));

/** `percent` % of `total` shares, to the nearest whole share. */
export const sharesOfPercent = (total: number, percent: number) => roundShares((total * percent) / 100);

/** The pool's size in shares. */
export const poolShares = ({ fullyDilutedShares, pool }: Company) =>
  pool.unit === 'shares' ? pool.value : sharesOfPercent(fullyDilutedShares, pool.value);

/** A grant's size in shares (a percentage is of the fully diluted shares). */
export const grantShares = (grant: Pick<Grant, 'amount'>, fullyDilutedShares: number) =>
  grant.amount.unit === 'shares' ? grant.amount.value : sharesOfPercent(fullyDilutedShares, grant.amount.value);

export type PoolUse = {
  poolShares: number;
  grantedShares: number;
  /** Pool shares not granted yet; negative when the grants exceed the pool. */
  remainingShares: number;
  /** Granted as a percentage of the pool (0 for an empty pool). */
  usedPercent: number;
  isOverGranted: boolean;
};

/** How much of the pool the grants use. */
export function poolUse(company: Company, grants: readonly Pick<Grant, 'amount'>[]): PoolUse {
  const pool = poolShares(company);
  const granted = grants.reduce((sum, grant) => sum + grantShares(grant, company.fullyDilutedShares), 0);
  return {
    poolShares: pool,
    grantedShares: granted,
    remainingShares: pool - granted,
    usedPercent: pool === 0 ? 0 : (granted / pool) * 100,
    isOverGranted: granted > pool,
  };
}

/**
 * `total` whole shares split by percentages that add up to 100, by largest remainder (ADR 0016's rule, in
 * shares): each gets the floor of its exact share, and the shares still missing go one by one to the largest
 * remainders, ties to the one listed first. The result adds up to `total` exactly.
 */
export function splitShares(total: number, percents: readonly number[]): number[] {
  const exact = percents.map((percent) => (total * percent) / 100);
  const floors = exact.map((value) => Math.floor(Number(value.toFixed(6))));
  let missing = total - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ remainder: value - (floors[index] ?? 0), index }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}
