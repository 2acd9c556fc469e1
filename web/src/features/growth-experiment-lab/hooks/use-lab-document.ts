import { experimentLabDocuments } from '@core/tools/growth-experiment-lab/experiment-labs';
import type { Experiment } from '@core/tools/growth-experiment-lab/experiment';
import { useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { checkLab, labValuesOf, type PlannerFields } from './lab-form';

/**
 * The lab on the page and its saved document (the tool documents' actions, ADR 0045): experiments kept from their
 * dialog, the planner as typed; saved by itself after a pause with Auto save on (a new lab under its default name),
 * else by the header's Save. The open lab's id is in the address, so a reload or another browser opens it.
 */
export function useLabDocument() {
  const t = useT();
  const lab = useToolDocument(experimentLabDocuments, {
    valuesOf: labValuesOf,
    check: checkLab,
    labels: {
      name: t({ id: 'growthLab.labs.name', defaultMessage: 'Lab name' }),
      startNew: t({ id: 'growthLab.labs.new', defaultMessage: 'New lab' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'growthLab.labs.defaultName', defaultMessage: 'Experiment lab {number}' }, { number }),
      nameTaken: t({ id: 'growthLab.labs.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'growthLab.labs.goneOnSave',
        defaultMessage: 'This lab no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'growthLab.labs.saveError',
        defaultMessage: 'Could not save the lab. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'growthLab.labs.gone', defaultMessage: 'This lab no longer exists.' }),
      openError: t({ id: 'growthLab.labs.openError', defaultMessage: 'Could not open the lab. Please try again.' }),
      deleteError: t({
        id: 'growthLab.labs.deleteError',
        defaultMessage: 'Could not delete the lab. Please try again.',
      }),
      fixFields: t({
        id: 'growthLab.labs.fixFields',
        defaultMessage: 'Correct the fields marked below before saving.',
      }),
    },
  });
  return {
    ...lab,
    /** Keeps an experiment from its dialog: a new one goes first (newest first), a known one stays in its place. */
    keepExperiment: (experiment: Experiment) =>
      lab.change(({ experiments }) => ({
        experiments: experiments.some((kept) => kept.id === experiment.id)
          ? experiments.map((kept) => (kept.id === experiment.id ? experiment : kept))
          : [experiment, ...experiments],
      })),
    deleteExperiment: (id: string) =>
      lab.change(({ experiments }) => ({ experiments: experiments.filter((experiment) => experiment.id !== id) })),
    setPlanner: (fields: Partial<PlannerFields>) =>
      lab.change(({ planner }) => ({ planner: { ...planner, ...fields } })),
  };
}

export type LabDocument = ReturnType<typeof useLabDocument>;
