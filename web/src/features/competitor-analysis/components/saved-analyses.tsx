import { competitorAnalysisDocuments } from '@core/tools/competitor-analysis/competitor-analyses';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { AnalysisDocument } from '../hooks/use-analysis-document';

/** The user's saved analyses: open or delete one. */
export function SavedAnalyses({ analysis }: { analysis: AnalysisDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'competitor', (count) =>
      t(
        {
          id: 'competitorAnalysis.analyses.count',
          defaultMessage: '{count, plural, one {# competitor} other {# competitors}}',
        },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={competitorAnalysisDocuments}
      actions={analysis}
      openId={analysis.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'competitorAnalysis.analyses.title', defaultMessage: 'Saved analyses' }),
        listLabel: t({ id: 'competitorAnalysis.analyses.listLabel', defaultMessage: 'Saved analyses' }),
        empty: t({
          id: 'competitorAnalysis.analyses.empty',
          defaultMessage: 'No saved analyses yet. An analysis you work on saves itself here.',
        }),
        loadError: t({
          id: 'competitorAnalysis.analyses.loadError',
          defaultMessage: 'Could not load your saved analyses.',
        }),
        deleteTitle: t({ id: 'competitorAnalysis.analyses.deleteTitle', defaultMessage: 'Delete analysis?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'competitorAnalysis.analyses.deleteDescription',
              defaultMessage: "''{name}'' will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
