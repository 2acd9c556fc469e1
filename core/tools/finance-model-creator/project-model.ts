import type { FinanceModel, RevenueStream } from './finance-model';

/**
 * One month of a projection (ADR 0046). Month 1 is the plan's first month. Revenue is every stream's; cost of
 * revenue is revenue × the model's %; gross margin = revenue − cost of revenue; payroll counts each role from its
 * start month on; operating expenses are the fixed lines plus the percentage lines × revenue; expenses = cost of
 * revenue + payroll + operating expenses; net burn = expenses − revenue (negative when the month makes money);
 * funding is what comes in that month; cash = last month's cash (month 0: the starting cash) + funding − net burn.
 */
export type ProjectedMonth = {
  month: number;
  revenue: number;
  costOfRevenue: number;
  grossMargin: number;
  payroll: number;
  operatingExpenses: number;
  expenses: number;
  netBurn: number;
  funding: number;
  cash: number;
};

export type Projection = {
  months: ProjectedMonth[];
  /**
   * Months the cash lasts: the months before the first one that closes below zero (cash out in month 16 → 15),
   * planned funding counted in its month; null when the cash never goes below zero within the plan.
   */
  runwayMonths: number | null;
  /** The first month that closes below zero; null when none does. */
  cashOutMonth: number | null;
  /**
   * The first month with revenue that covers all its expenses (revenue > 0, net burn ≤ 0); null when none does. A
   * month with no revenue and no costs burns nothing but has not broken even: nothing is sold yet.
   */
  breakEvenMonth: number | null;
  /** The lowest closing cash balance of the plan. */
  lowestCash: number;
};

/**
 * A stream's base (MRR, or units) month by month: `start` in month 1, then last month's × (1 + growth% − churn%):
 * growth and churn are both percentages of last month's base, first applied in month 2.
 */
function streamRevenue(stream: RevenueStream, months: number): Float64Array {
  const revenue = new Float64Array(months);
  const factor = 1 + (stream.growthPercent - stream.churnPercent) / 100;
  const price = stream.kind === 'units' ? stream.price : 1;
  let base = stream.start;
  for (let index = 0; index < months; index += 1) {
    revenue[index] = base * price;
    base *= factor;
  }
  return revenue;
}

/** The model month by month, with its runway and break-even. Pure; a 60-month model takes well under a millisecond. */
export function projectModel(model: FinanceModel): Projection {
  const count = model.months;
  const revenue = new Float64Array(count);
  for (const stream of model.streams)
    streamRevenue(stream, count).forEach((value, index) => (revenue[index] = (revenue[index] ?? 0) + value));
  const fixedExpenses = model.expenses
    .filter((line) => line.kind === 'fixed')
    .reduce((sum, line) => sum + line.value, 0);
  const percentOfRevenue =
    model.expenses.filter((line) => line.kind === 'percent').reduce((sum, line) => sum + line.value, 0) / 100;
  const payrollFrom = new Float64Array(count + 2);
  for (const role of model.headcount)
    if (role.startMonth <= count) payrollFrom[role.startMonth] = (payrollFrom[role.startMonth] ?? 0) + role.monthlyCost;
  const fundingIn = new Float64Array(count + 2);
  for (const event of model.funding)
    if (event.month <= count) fundingIn[event.month] = (fundingIn[event.month] ?? 0) + event.amount;

  const months: ProjectedMonth[] = [];
  let cash = model.startingCash;
  let payroll = 0;
  let cashOutMonth: number | null = null;
  let breakEvenMonth: number | null = null;
  let lowestCash = Number.POSITIVE_INFINITY;
  for (let month = 1; month <= count; month += 1) {
    const monthRevenue = revenue[month - 1] ?? 0;
    payroll += payrollFrom[month] ?? 0;
    const costOfRevenue = (monthRevenue * model.costOfRevenuePercent) / 100;
    const operatingExpenses = fixedExpenses + monthRevenue * percentOfRevenue;
    const expenses = costOfRevenue + payroll + operatingExpenses;
    const netBurn = expenses - monthRevenue;
    const funding = fundingIn[month] ?? 0;
    cash = cash + funding - netBurn;
    months.push({
      month,
      revenue: monthRevenue,
      costOfRevenue,
      grossMargin: monthRevenue - costOfRevenue,
      payroll,
      operatingExpenses,
      expenses,
      netBurn,
      funding,
      cash,
    });
    if (cashOutMonth === null && cash < 0) cashOutMonth = month;
    if (breakEvenMonth === null && monthRevenue > 0 && netBurn <= 0) breakEvenMonth = month;
    lowestCash = Math.min(lowestCash, cash);
  }
  return {
    months,
    runwayMonths: cashOutMonth === null ? null : cashOutMonth - 1,
    cashOutMonth,
    breakEvenMonth,
    lowestCash,
  };
}

/**
 * Whether a projection has nothing to show: no revenue, no expense, no funding and no cash in any month (a model
 * with nothing in it), whose charts and figures would be zeros (issue 33: an empty state instead).
 */
export const isEmptyProjection = ({ months }: Projection) =>
  months.every((month) => month.revenue === 0 && month.expenses === 0 && month.funding === 0 && month.cash === 0);
