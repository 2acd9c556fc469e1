import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { researchPlanDocuments } from '@core/tools/user-research-bot/research-plans';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { ResearchDocument } from '../hooks/use-research-document';

/** The plan's name and how it is saved, and the user's saved research plans. */
export function SavedResearchPlans({ research }: { research: ResearchDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'interview', (count) =>
      t(
        {
          id: 'userResearchBot.plans.count',
          defaultMessage: '{count, plural, one {# interview} other {# interviews}}',
        },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={researchPlanDocuments}
      actions={research}
      openId={research.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'userResearchBot.plans.title', defaultMessage: 'Saved research plans' }),
        listLabel: t({ id: 'userResearchBot.plans.listLabel', defaultMessage: 'Saved research plans' }),
        empty: t({
          id: 'userResearchBot.plans.empty',
          defaultMessage: 'No saved research plans yet. A plan you work on saves itself here.',
        }),
        loadError: t({
          id: 'userResearchBot.plans.loadError',
          defaultMessage: 'Could not load your saved research plans.',
        }),
        deleteTitle: t({ id: 'userResearchBot.plans.deleteTitle', defaultMessage: 'Delete research plan?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'userResearchBot.plans.deleteDescription',
              defaultMessage: "''{name}'' will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
