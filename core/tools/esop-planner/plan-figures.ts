import { type Grant } from './esop-plan';
import { vestedSharesOn, vestingByYear, type VestingYear } from './grant-vesting';
import { grantShares } from './option-pool';

export type GrantFigures = {
  shares: number;
  /** Vested on the day asked about; null when no day was given (the page before it knows today). */
  vestedToDate: number | null;
  years: VestingYear[];
};

/** A grant's size in shares, what has vested on `asOf`, and its vesting year by year. */
export function grantFigures(grant: Grant, fullyDilutedShares: number, asOf: string | null): GrantFigures {
  const shares = grantShares(grant, fullyDilutedShares);
  return {
    shares,
    vestedToDate: asOf === null ? null : vestedSharesOn(shares, grant.grantDate, asOf, grant),
    years: vestingByYear(shares, grant.grantDate, grant),
  };
}
