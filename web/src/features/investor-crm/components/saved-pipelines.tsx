import { investorPipelineDocuments } from '@core/tools/investor-crm/investor-pipelines';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { PipelineDocument } from '../hooks/use-pipeline-document';

/** The founder's saved pipelines (a round each): open, delete. */
export function SavedPipelines({ pipeline }: { pipeline: PipelineDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'investor', (count) =>
      t(
        {
          id: 'investorCrm.pipelines.investorCount',
          defaultMessage: '{count, plural, one {# investor} other {# investors}}',
        },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={investorPipelineDocuments}
      actions={pipeline}
      openId={pipeline.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'investorCrm.pipelines.title', defaultMessage: 'Saved pipelines' }),
        listLabel: t({ id: 'investorCrm.pipelines.listLabel', defaultMessage: 'Saved pipelines' }),
        empty: t({
          id: 'investorCrm.pipelines.empty',
          defaultMessage: 'No saved pipelines yet. A pipeline you work on saves itself here.',
        }),
        loadError: t({ id: 'investorCrm.pipelines.loadError', defaultMessage: 'Could not load your saved pipelines.' }),
        deleteTitle: t({ id: 'investorCrm.pipelines.deleteTitle', defaultMessage: 'Delete pipeline?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'investorCrm.pipelines.deleteDescription',
              defaultMessage: "''{name}'' and every investor in it will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
