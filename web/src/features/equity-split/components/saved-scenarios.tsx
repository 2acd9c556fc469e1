import { equityScenarioDocuments } from '@core/tools/equity-split/equity-scenarios';
import { SavedDocumentList } from '@/components/saved-document-list';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import type { EquityDraft } from '../hooks/use-equity-draft';
import { useFounderDisplay } from './founder-display';

/** The signed-in user's saved scenarios: open, share and delete them (the open one is saved from the header). */
export function SavedScenarios({ draft }: { draft: EquityDraft }) {
  const t = useT();
  const { scenarioSummary } = useFounderDisplay();

  return (
    <Card role="region" aria-labelledby="scenarios-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="scenarios-heading" className="text-lg font-semibold">
          {t({ id: 'equitySplit.scenarios.title', defaultMessage: 'Saved Scenarios' })}
        </h2>
      </div>
      <SavedDocumentList
        kind={equityScenarioDocuments}
        actions={draft}
        openId={draft.openId}
        summaryOf={({ summary }) => scenarioSummary(summary)}
        texts={{
          listLabel: t({ id: 'equitySplit.scenarios.listLabel', defaultMessage: 'Saved scenarios' }),
          empty: t({
            id: 'equitySplit.scenarios.empty',
            defaultMessage: 'No saved scenarios yet. A split you work on saves itself here.',
          }),
          loadError: t({
            id: 'equitySplit.scenarios.loadError',
            defaultMessage: 'Could not load your saved scenarios.',
          }),
          deleteTitle: t({ id: 'equitySplit.scenarios.delete.title', defaultMessage: 'Delete scenario?' }),
          deleteDescription: (name) =>
            t(
              {
                id: 'equitySplit.scenarios.delete.description',
                defaultMessage: "''{name}'' will be deleted, and its link will stop working. This cannot be undone.",
              },
              { name },
            ),
        }}
        shareDescription={t({
          id: 'equitySplit.link.description',
          defaultMessage: 'Anyone with the link sees this scenario read-only: the founders, the split and the vesting.',
        })}
      />
    </Card>
  );
}
