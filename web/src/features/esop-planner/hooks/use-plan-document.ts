import type { EsopPlanData } from '@core/tools/esop-planner/esop-plans';
import { esopPlanDocuments } from '@core/tools/esop-planner/esop-plans';
import { useCompanySettings } from '@/lib/company-settings';
import { useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { checkPlan, formOf, NEW_PLAN } from './plan-form';

/**
 * The plan on the page and its saved document (the tool documents' actions, ADR 0024): edit, save (by itself once
 * named, with Auto save on, after a pause; else with Save), open another, start anew, delete. A save that fails
 * keeps everything on the page; a plan saved elsewhere meanwhile is not saved over.
 */
export function usePlanDocument() {
  const t = useT();
  // A new plan is in the company's currency (ADR 0070); a saved one in its own.
  const { currency } = useCompanySettings();
  const plan = useToolDocument(esopPlanDocuments, {
    valuesOf: (data: EsopPlanData | null) => (data ? formOf(data) : { ...NEW_PLAN, currency }),
    check: checkPlan,
    labels: {
      name: t({ id: 'esopPlanner.plans.name', defaultMessage: 'Plan name' }),
      startNew: t({ id: 'esopPlanner.plans.new', defaultMessage: 'New plan' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'esopPlanner.plans.defaultName', defaultMessage: 'ESOP plan {number}' }, { number }),
      nameTaken: t({ id: 'esopPlanner.plans.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'esopPlanner.plans.goneOnSave',
        defaultMessage: 'This plan no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'esopPlanner.plans.saveError',
        defaultMessage: 'Could not save the plan. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'esopPlanner.plans.gone', defaultMessage: 'This plan no longer exists.' }),
      openError: t({ id: 'esopPlanner.plans.openError', defaultMessage: 'Could not open the plan. Please try again.' }),
      deleteError: t({
        id: 'esopPlanner.plans.deleteError',
        defaultMessage: 'Could not delete the plan. Please try again.',
      }),
      fixFields: t({
        id: 'esopPlanner.plans.fixFields',
        defaultMessage: 'Correct the fields marked below before saving.',
      }),
    },
  });
  return { ...plan, form: plan.values };
}

export type PlanDocument = ReturnType<typeof usePlanDocument>;
