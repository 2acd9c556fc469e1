import { investorPipelineDocuments, type PipelineData } from '@core/tools/investor-crm/investor-pipelines';
import { DEFAULT_TIME_ZONE } from '@core/i18n/time-zone';
import { useCompanySettings } from '@/lib/company-settings';
import { usePageTimeZone } from '@/lib/i18n/i18n-provider';
import { useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { checkPipeline, formOf, newPipeline } from './pipeline-form';

/**
 * The pipeline on the page and its saved document (ADR 0024, 0097): every change (a card moved, a record saved, an
 * import) is the document's, saved as the founder's Auto save says; a pipeline saved elsewhere meanwhile is not saved
 * over. A new pipeline is in the company's currency and the founder's time zone (its reminders' day).
 */
export function usePipelineDocument() {
  const t = useT();
  const { currency } = useCompanySettings();
  const timeZone = usePageTimeZone() ?? DEFAULT_TIME_ZONE;
  const pipeline = useToolDocument(investorPipelineDocuments, {
    valuesOf: (data: PipelineData | null) => (data ? formOf(data) : newPipeline(currency, timeZone)),
    check: checkPipeline,
    labels: {
      name: t({ id: 'investorCrm.pipelines.name', defaultMessage: 'Pipeline name' }),
      startNew: t({ id: 'investorCrm.pipelines.new', defaultMessage: 'New pipeline' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'investorCrm.pipelines.defaultName', defaultMessage: 'Fundraise {number}' }, { number }),
      nameTaken: t({ id: 'investorCrm.pipelines.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'investorCrm.pipelines.goneOnSave',
        defaultMessage: 'This pipeline no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'investorCrm.pipelines.saveError',
        defaultMessage: 'Could not save the pipeline. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'investorCrm.pipelines.gone', defaultMessage: 'This pipeline no longer exists.' }),
      openError: t({
        id: 'investorCrm.pipelines.openError',
        defaultMessage: 'Could not open the pipeline. Please try again.',
      }),
      deleteError: t({
        id: 'investorCrm.pipelines.deleteError',
        defaultMessage: 'Could not delete the pipeline. Please try again.',
      }),
      fixFields: t({
        id: 'investorCrm.pipelines.fixFields',
        defaultMessage: 'Correct the fields marked below before saving.',
      }),
    },
  });
  return { ...pipeline, form: pipeline.values };
}

export type PipelineDocument = ReturnType<typeof usePipelineDocument>;
