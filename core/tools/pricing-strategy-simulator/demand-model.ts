/**
 * The demand model (ADR 0049): tiers keep their share of customers and move together by one price factor
 * (1 = today's prices, 1.2 = every tier 20 % dearer); customers follow a straight line in that factor.
 */

/** A plan: its monthly price and the percent of customers expected on it (the tiers' shares add up to 100). */
export type PricingTier = { id: string; name: string; price: number; share: number };

/** Linear demand: `customers` at today's prices, `lossPer10Percent` % of them lost per 10 % rise (won per 10 % cut). */
export type DemandAssumption = { customers: number; lossPer10Percent: number };

export type DemandPoint = {
  /** The price factor: each tier's price is its price today × factor. */
  factor: number;
  customers: number;
  /** Monthly recurring revenue. */
  revenue: number;
  /** Average revenue per customer and month: revenue / customers (the tiers' prices weighed by their shares). */
  arpu: number;
};

/** Average monthly revenue per customer at today's prices: Σ price × share / 100. */
export const averagePrice = (tiers: readonly PricingTier[]) =>
  tiers.reduce((sum, tier) => sum + (tier.price * tier.share) / 100, 0);

/**
 * Customers at a price factor: customers × (1 − lossPer10Percent / 100 × (factor − 1) / 0.1), never below 0.
 * A loss of 0 keeps every customer at any price.
 */
export function customersAt(factor: number, demand: DemandAssumption): number {
  return Math.max(0, demand.customers * (1 - (demand.lossPer10Percent / 10) * (factor - 1)));
}

export function demandPointAt(factor: number, tiers: readonly PricingTier[], demand: DemandAssumption): DemandPoint {
  const arpu = averagePrice(tiers) * factor;
  const customers = customersAt(factor, demand);
  return { factor, customers, revenue: customers * arpu, arpu };
}

/**
 * The factor at which revenue is highest. With loss L > 0, customers = N × (1 − L/10 × (f − 1)) reach 0 at
 * f₀ = 1 + 10 / L; revenue f × ARPU × customers is a downward parabola in f with roots 0 and f₀, highest midway:
 * f* = f₀ / 2 = 0.5 + 5 / L. Null when there is no highest (no loss: revenue grows with price; nothing priced).
 */
export function revenueMaximisingFactor(tiers: readonly PricingTier[], demand: DemandAssumption): number | null {
  if (demand.lossPer10Percent <= 0 || demand.customers <= 0 || averagePrice(tiers) <= 0) return null;
  return 0.5 + 5 / demand.lossPer10Percent;
}

/** The factors the simulation shows: `from` to `to` by `step` (as whole percents, so that 0.1 steps stay exact). */
export function priceFactors({ from, to, step }: { from: number; to: number; step: number }): number[] {
  const factors: number[] = [];
  for (let percent = Math.round(from * 100); percent <= Math.round(to * 100); percent += Math.round(step * 100))
    factors.push(percent / 100);
  return factors;
}

/** The simulation's default sweep: from half today's prices to double, in 10 % steps. */
export const DEFAULT_SWEEP = { from: 0.5, to: 2, step: 0.1 } as const;

/** Customers, revenue and ARPU at each factor of the sweep. */
export function simulateDemand(
  tiers: readonly PricingTier[],
  demand: DemandAssumption,
  sweep: { from: number; to: number; step: number } = DEFAULT_SWEEP,
): DemandPoint[] {
  return priceFactors(sweep).map((factor) => demandPointAt(factor, tiers, demand));
}

/**
 * Whether there is no revenue to simulate: nothing priced, or no customers, at today's prices — every point of the
 * simulation would be 0 (issue 33: the first step instead of a chart of zeros).
 */
export const hasNoRevenue = (tiers: readonly PricingTier[], demand: DemandAssumption) =>
  demandPointAt(1, tiers, demand).revenue === 0;
