/** A customer's worth against their cost (ADR 0049), from a monthly price, gross margin, monthly churn and CAC. */
export type UnitEconomicsInput = {
  /** Monthly revenue per customer. */
  price: number;
  /** Percent of revenue left after the cost of serving it (0–100). */
  grossMargin: number;
  /** Percent of customers lost each month (above 0). */
  monthlyChurn: number;
  /** Customer acquisition cost: what winning one customer costs. */
  cac: number;
};

export type UnitEconomics = {
  /** price × grossMargin / 100. */
  monthlyGrossProfit: number;
  /** Lifetime value: monthly gross profit × the expected lifetime, 1 / churn months. */
  ltv: number;
  /** Months of gross profit to earn the CAC back: CAC / monthly gross profit; null when there is no profit to do it. */
  paybackMonths: number | null;
  /** LTV / CAC; null when acquiring a customer costs nothing. */
  ltvToCac: number | null;
};

export function unitEconomics({ price, grossMargin, monthlyChurn, cac }: UnitEconomicsInput): UnitEconomics {
  const monthlyGrossProfit = (price * grossMargin) / 100;
  const ltv = monthlyChurn > 0 ? monthlyGrossProfit / (monthlyChurn / 100) : Number.POSITIVE_INFINITY;
  return {
    monthlyGrossProfit,
    ltv,
    paybackMonths: cac === 0 ? 0 : monthlyGrossProfit > 0 ? cac / monthlyGrossProfit : null,
    ltvToCac: cac > 0 ? ltv / cac : null,
  };
}
