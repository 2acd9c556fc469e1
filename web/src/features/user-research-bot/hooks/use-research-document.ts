import type { Interview, Question, Quote } from '@core/tools/user-research-bot/research-plan';
import { researchPlanDocuments, type ResearchPlanData } from '@core/tools/user-research-bot/research-plans';
import { useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { checkPlan, NEW_PLAN } from './research-form';

const valuesOf = (data: ResearchPlanData | null) => data ?? NEW_PLAN;

type ListName = 'questions' | 'interviews' | 'quotes';
type ItemOf = { questions: Question; interviews: Interview; quotes: Quote };

/**
 * The research plan on the page and its saved document (the tool documents' actions, ADR 0045): the guide, the
 * interviews and their quotes, the insights; saved by itself with Auto save on, else with Save.
 * Editing a question or the insights the AI drafted makes them the founder's own (`aiDraft` false).
 */
export function useResearchDocument() {
  const t = useT();
  const planDocument = useToolDocument(researchPlanDocuments, {
    valuesOf,
    check: checkPlan,
    labels: {
      name: t({ id: 'userResearchBot.plans.name', defaultMessage: 'Research plan name' }),
      startNew: t({ id: 'userResearchBot.plans.new', defaultMessage: 'New research plan' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'userResearchBot.plans.defaultName', defaultMessage: 'Research plan {number}' }, { number }),
      nameTaken: t({ id: 'userResearchBot.plans.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'userResearchBot.plans.goneOnSave',
        defaultMessage: 'This research plan no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'userResearchBot.plans.saveError',
        defaultMessage: 'Could not save the research plan. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'userResearchBot.plans.gone', defaultMessage: 'This research plan no longer exists.' }),
      openError: t({
        id: 'userResearchBot.plans.openError',
        defaultMessage: 'Could not open the research plan. Please try again.',
      }),
      deleteError: t({
        id: 'userResearchBot.plans.deleteError',
        defaultMessage: 'Could not delete the research plan. Please try again.',
      }),
      fixFields: t({
        id: 'userResearchBot.plans.fixFields',
        defaultMessage: 'Correct the fields marked below before saving.',
      }),
    },
  });
  const { change } = planDocument;
  const list = <Name extends ListName>(name: Name) => ({
    add: (item: ItemOf[Name]) => change((plan) => ({ [name]: [...plan[name], item] })),
    edit: (id: string, patch: Partial<ItemOf[Name]>) =>
      change((plan) => ({
        [name]: (plan[name] as ItemOf[Name][]).map((item) => (item.id === id ? { ...item, ...patch } : item)),
      })),
    remove: (id: string) =>
      change((plan) => ({ [name]: (plan[name] as ItemOf[Name][]).filter((item) => item.id !== id) })),
    replace: (items: ItemOf[Name][]) => change(() => ({ [name]: items })),
  });

  return {
    ...planDocument,
    plan: planDocument.values,
    questions: list('questions'),
    interviews: list('interviews'),
    quotes: list('quotes'),
  };
}

export type ResearchDocument = ReturnType<typeof useResearchDocument>;
