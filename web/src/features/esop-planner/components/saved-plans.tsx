import { esopPlanDocuments } from '@core/tools/esop-planner/esop-plans';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentsSection } from '@/components/saved-documents-section';
import { useT } from '@/lib/i18n/use-t';
import { countedSummary } from '@/lib/tool-documents/counted-summary';
import type { PlanDocument } from '../hooks/use-plan-document';

/** The plan's name and how it is saved (by itself, or with Save), and the user's saved plans: open, delete. */
export function SavedPlans({ plan }: { plan: PlanDocument }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) =>
    countedSummary(summary, 'grant', (count) =>
      t(
        { id: 'esopPlanner.plans.grantCount', defaultMessage: '{count, plural, one {# grant} other {# grants}}' },
        { count },
      ),
    );
  return (
    <SavedDocumentsSection
      kind={esopPlanDocuments}
      actions={plan}
      openId={plan.openId}
      summaryOf={summaryOf}
      texts={{
        title: t({ id: 'esopPlanner.plans.title', defaultMessage: 'Saved plans' }),
        listLabel: t({ id: 'esopPlanner.plans.listLabel', defaultMessage: 'Saved plans' }),
        empty: t({
          id: 'esopPlanner.plans.empty',
          defaultMessage: 'No saved plans yet. A plan you work on saves itself here.',
        }),
        loadError: t({ id: 'esopPlanner.plans.loadError', defaultMessage: 'Could not load your saved plans.' }),
        deleteTitle: t({ id: 'esopPlanner.plans.deleteTitle', defaultMessage: 'Delete plan?' }),
        deleteDescription: (name) =>
          t(
            {
              id: 'esopPlanner.plans.deleteDescription',
              defaultMessage: "''{name}'' will be deleted. This cannot be undone.",
            },
            { name },
          ),
      }}
    />
  );
}
