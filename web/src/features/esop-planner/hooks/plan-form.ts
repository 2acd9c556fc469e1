import type { EsopPlanData } from '@core/tools/esop-planner/esop-plans';
import { esopPlanDataSchema } from '@core/tools/esop-planner/esop-plans';
import type { Grant, PlanFounder } from '@core/tools/esop-planner/esop-plan';
import { isBlankText, withoutBlankRowsIn } from '@core/lists/without-blank-rows';
import type { Currency } from '@core/tools/money';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';

/** A grant as its inputs hold it: numbers as typed, so a wrong one can be shown and corrected. */
export type GrantForm = {
  id: string;
  holder: string;
  role: string;
  amountUnit: Grant['amount']['unit'];
  amount: string;
  grantDate: string;
  strikePrice: string;
  vestingYears: string;
  cliffMonths: string;
};

/** The whole plan as the page's inputs hold it. */
export type PlanForm = {
  currency: Currency;
  fullyDilutedShares: string;
  poolUnit: 'percent' | 'shares';
  pool: string;
  grants: GrantForm[];
  preMoney: string;
  investment: string;
  targetPoolPercent: string;
  founders: PlanFounder[];
};

/** A new plan (in the company's currency, given by the page): 10,000,000 shares with a 10 % pool, no grants, an 8M pre-money round of 2M wanting a 10 % pool. */
export const NEW_PLAN: PlanForm = {
  currency: 'USD',
  fullyDilutedShares: '10000000',
  poolUnit: 'percent',
  pool: '10',
  grants: [],
  preMoney: '8000000',
  investment: '2000000',
  targetPoolPercent: '10',
  founders: [],
};

/** A new grant made on `today`: 4 years with a 1-year cliff; the holder is for the user to name. */
export const newGrant = (id: string, today: string): GrantForm => ({
  id,
  holder: '',
  role: '',
  amountUnit: 'shares',
  amount: '10000',
  grantDate: today,
  strikePrice: '0',
  vestingYears: '4',
  cliffMonths: '12',
});

/** A number typed in an input; '' is no number at all (the schema then says what is missing). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The plan's data as typed, before checking. */
export const candidateOf = (form: PlanForm) => ({
  currency: form.currency,
  company: {
    fullyDilutedShares: numberOf(form.fullyDilutedShares),
    pool: { unit: form.poolUnit, value: numberOf(form.pool) },
  },
  grants: form.grants.map((grant) => ({
    id: grant.id,
    holder: grant.holder,
    role: grant.role,
    amount: { unit: grant.amountUnit, value: numberOf(grant.amount) },
    grantDate: grant.grantDate,
    strikePrice: numberOf(grant.strikePrice),
    vestingYears: numberOf(grant.vestingYears),
    cliffMonths: numberOf(grant.cliffMonths),
  })),
  round: {
    preMoney: numberOf(form.preMoney),
    investment: numberOf(form.investment),
    targetPoolPercent: numberOf(form.targetPoolPercent),
  },
  founders: form.founders,
});

/** The inputs showing a saved plan. */
export const formOf = (data: EsopPlanData): PlanForm => ({
  currency: data.currency,
  fullyDilutedShares: String(data.company.fullyDilutedShares),
  poolUnit: data.company.pool.unit,
  pool: String(data.company.pool.value),
  grants: data.grants.map((grant) => ({
    id: grant.id,
    holder: grant.holder,
    role: grant.role,
    amountUnit: grant.amount.unit,
    amount: String(grant.amount.value),
    grantDate: grant.grantDate,
    strikePrice: String(grant.strikePrice),
    vestingYears: String(grant.vestingYears),
    cliffMonths: String(grant.cliffMonths),
  })),
  preMoney: String(data.round.preMoney),
  investment: String(data.round.investment),
  targetPoolPercent: String(data.round.targetPoolPercent),
  founders: data.founders,
});

/** Where a message goes: 'company.fullyDilutedShares', 'grants.<grant id>.holder', 'round.preMoney'. */
export type PlanIssues = Record<string, string>;

export type CheckedPlan = { data: EsopPlanData; issues: PlanIssues } | { data: null; issues: PlanIssues };

/** Whether every field of a grant a person types in is empty (its unit is a choice and does not count). */
export const isBlankGrant = (grant: GrantForm) =>
  isBlankText(
    grant.holder,
    grant.role,
    grant.amount,
    grant.grantDate,
    grant.strikePrice,
    grant.vestingYears,
    grant.cliffMonths,
  );

/**
 * The plan checked by core's schema: its data, or each problem's message under its field (the first per field). A
 * grant left wholly blank is left out of both, and of the save (issue 33).
 */
export function checkPlan(form: PlanForm): CheckedPlan {
  const filled = withoutBlankRowsIn(form, { grants: isBlankGrant }).form;
  return checkedBy(esopPlanDataSchema, candidateOf(filled), { grants: filled.grants });
}
