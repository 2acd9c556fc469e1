import { experimentLabDocuments } from '@core/tools/growth-experiment-lab/experiment-labs';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { LabDocument } from '../hooks/use-lab-document';

/** The founder's saved labs: open, delete. */
export function SavedLabs({ lab }: { lab: LabDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'experiment', (count) =>
      t(
        {
          id: 'growthLab.labs.experimentCount',
          defaultMessage: '{count, plural, one {# experiment} other {# experiments}}',
        },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={experimentLabDocuments}
      actions={lab}
      openId={lab.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'growthLab.labs.title', defaultMessage: 'Saved labs' }),
        listLabel: t({ id: 'growthLab.labs.listLabel', defaultMessage: 'Saved labs' }),
        empty: t({
          id: 'growthLab.labs.empty',
          defaultMessage: 'No saved labs yet. A lab you work on saves itself here.',
        }),
        loadError: t({ id: 'growthLab.labs.loadError', defaultMessage: 'Could not load your saved labs.' }),
        deleteTitle: t({ id: 'growthLab.labs.deleteTitle', defaultMessage: 'Delete lab?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'growthLab.labs.deleteDescription',
              defaultMessage: "''{name}'' and every experiment in it will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
