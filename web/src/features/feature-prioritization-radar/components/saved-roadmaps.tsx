import { featureRoadmapDocuments } from '@core/tools/feature-prioritization-radar/feature-roadmaps';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { RoadmapDocument } from '../hooks/use-roadmap-document';

/** The user's saved roadmaps (open, delete); the open one's name and status are in the page's header. */
export function SavedRoadmaps({ roadmap }: { roadmap: RoadmapDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'feature', (count) =>
      t(
        { id: 'featureRadar.roadmaps.count', defaultMessage: '{count, plural, one {# feature} other {# features}}' },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={featureRoadmapDocuments}
      actions={roadmap}
      openId={roadmap.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'featureRadar.roadmaps.title', defaultMessage: 'Saved roadmaps' }),
        listLabel: t({ id: 'featureRadar.roadmaps.listLabel', defaultMessage: 'Saved roadmaps' }),
        empty: t({
          id: 'featureRadar.roadmaps.empty',
          defaultMessage: 'No saved roadmaps yet. A roadmap you work on saves itself here.',
        }),
        loadError: t({ id: 'featureRadar.roadmaps.loadError', defaultMessage: 'Could not load your saved roadmaps.' }),
        deleteTitle: t({ id: 'featureRadar.roadmaps.deleteTitle', defaultMessage: 'Delete roadmap?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'featureRadar.roadmaps.deleteDescription',
              defaultMessage: "''{name}'' will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
