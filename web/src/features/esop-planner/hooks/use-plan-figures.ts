import { companySchema, grantSchema, roundSchema } from '@core/tools/esop-planner/esop-plan';
import { planRound } from '@core/tools/esop-planner/option-pool-shuffle';
import { poolShares, poolUse } from '@core/tools/esop-planner/option-pool';
import { grantFigures, type GrantFigures } from '@core/tools/esop-planner/plan-figures';
import { useMemo } from 'react';
import { candidateOf, type PlanForm } from './plan-form';

/**
 * What the page shows from the plan as typed: each part computed as soon as its own inputs are right (a grant
 * being corrected does not hide the round). `today` is null until the browser knows it.
 */
export function usePlanFigures(form: PlanForm, today: string | null) {
  return useMemo(() => {
    const candidate = candidateOf(form);
    const company = companySchema.safeParse(candidate.company).data ?? null;
    const grants = candidate.grants.flatMap((typed) => {
      const grant = grantSchema.safeParse(typed).data;
      return grant ? [grant] : [];
    });
    const round = roundSchema.safeParse(candidate.round).data ?? null;
    const figures = new Map<string, GrantFigures>(
      company ? grants.map((grant) => [grant.id, grantFigures(grant, company.fullyDilutedShares, today)]) : [],
    );
    const vestedToDate =
      today === null ? null : [...figures.values()].reduce((sum, grant) => sum + (grant.vestedToDate ?? 0), 0);
    return {
      company,
      grants,
      grantFigures: figures,
      vestedToDate,
      pool: company ? poolUse(company, grants) : null,
      round:
        company && round
          ? planRound({
              fullyDilutedShares: company.fullyDilutedShares,
              poolShares: poolShares(company),
              founders: form.founders,
              round,
            })
          : null,
    };
  }, [form, today]);
}

export type PlanFigures = ReturnType<typeof usePlanFigures>;
