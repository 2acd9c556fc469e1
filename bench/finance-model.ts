import { performance } from 'node:perf_hooks';
import {
  FINANCE_LIMITS,
  financeModelSchema,
  type FinanceModel,
} from '../core/tools/finance-model-creator/finance-model';
import { projectModel } from '../core/tools/finance-model-creator/project-model';

const RUNS = 2000;
/** The budget for a recalculation as the user types: one frame (DESIGN.md, 60 fps). */
const BUDGET_MS = 16;

/** The largest model the tool takes: 60 months and every list full (20 streams, 100 roles, 50 expenses, 20 rounds). */
function largestModel(): FinanceModel {
  const months = FINANCE_LIMITS.maxMonths;
  return {
    currency: 'INR',
    months,
    startingCash: 25_000_000,
    costOfRevenuePercent: 22.5,
    streams: Array.from({ length: FINANCE_LIMITS.streams }, (_, i) => ({
      id: `s${i}`,
      name: `Stream ${i + 1}`,
      kind: i % 2 === 0 ? ('recurring' as const) : ('units' as const),
      start: 10_000 + i * 500,
      price: 49 + i,
      growthPercent: 2 + (i % 7),
      churnPercent: 1 + (i % 3),
    })),
    headcount: Array.from({ length: FINANCE_LIMITS.roles }, (_, i) => ({
      id: `r${i}`,
      role: `Role ${i + 1}`,
      monthlyCost: 80_000 + i * 1000,
      startMonth: 1 + (i % months),
    })),
    expenses: Array.from({ length: FINANCE_LIMITS.expenses }, (_, i) => ({
      id: `e${i}`,
      name: `Expense ${i + 1}`,
      kind: i % 3 === 0 ? ('percent' as const) : ('fixed' as const),
      value: i % 3 === 0 ? 1.5 : 20_000,
    })),
    funding: Array.from({ length: FINANCE_LIMITS.fundingEvents }, (_, i) => ({
      id: `f${i}`,
      name: `Round ${i + 1}`,
      month: 1 + i * 3,
      amount: 5_000_000,
    })),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * The finance model's recalculation, as the page does it on every edit: check the whole model with its schema,
 * then project it month by month. Timed RUNS times after a warm-up; the median, 99th percentile and worst.
 */
export async function benchFinanceModel() {
  const model = largestModel();
  const recalculate = () => projectModel(financeModelSchema.parse(model));
  for (let i = 0; i < 200; i += 1) recalculate();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    recalculate();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const worst = times[times.length - 1] ?? 0;
  const { runwayMonths } = recalculate();
  console.log(`\nfinance model: recalculate the largest 60-month model (schema check + projection), ${RUNS} runs`);
  console.log(
    `  median ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms, worst ${worst.toFixed(3)} ms — budget ${BUDGET_MS} ms: ${percentile(times, 99) < BUDGET_MS ? 'within' : 'OVER'}`,
  );
  console.log(`  (runway of that model: ${runwayMonths === null ? 'not within the plan' : `${runwayMonths} months`})`);
  await Promise.resolve();
}
