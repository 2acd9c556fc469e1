import { financeModelDocuments } from '@core/tools/finance-model-creator/finance-model-documents';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentList } from '@/components/saved-document-list';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import type { ModelDraft } from '../hooks/use-model-draft';

/** What core's summarize says of a model: '24 months · INR'. */
const SUMMARY = /^(\d+) months? · (\w+)$/;

type SavedScenariosProps = { draft: ModelDraft };

/** The saved scenarios to open, share or delete (the open one is saved from the header). */
export function SavedScenarios({ draft }: SavedScenariosProps) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) => {
    const [, months, currency] = SUMMARY.exec(summary) ?? [];
    if (months === undefined || currency === undefined) return summary;
    return t(
      {
        id: 'financeModel.scenarios.summary',
        defaultMessage: '{months, plural, one {# month} other {# months}} · {currency}',
      },
      { months: Number(months), currency },
    );
  };

  return (
    <Card role="region" aria-labelledby="finance-scenarios" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="finance-scenarios" className="text-lg font-semibold">
          {t({ id: 'financeModel.scenarios.title', defaultMessage: 'Saved Scenarios' })}
        </h2>
      </div>
      <SavedDocumentList
        kind={financeModelDocuments}
        actions={draft}
        openId={draft.open?.id ?? null}
        summaryOf={summaryOf}
        texts={{
          listLabel: t({ id: 'financeModel.scenarios.listLabel', defaultMessage: 'Saved scenarios' }),
          empty: t({
            id: 'financeModel.scenarios.empty',
            defaultMessage: 'No saved scenarios yet. A model you work on saves itself here.',
          }),
          loadError: t({
            id: 'financeModel.scenarios.loadError',
            defaultMessage: 'Could not load your saved scenarios.',
          }),
          deleteTitle: t({ id: 'financeModel.scenarios.deleteTitle', defaultMessage: 'Delete scenario?' }),
          deleteDescription: (name) =>
            t(
              {
                id: 'financeModel.scenarios.deleteDescription',
                defaultMessage: "''{name}'' will be deleted, and its link will stop working. This cannot be undone.",
              },
              { name },
            ),
        }}
        shareDescription={t({
          id: 'financeModel.link.description',
          defaultMessage:
            'Anyone with the link sees this scenario read-only: its assumptions, the runway, the charts and the month-by-month table.',
        })}
      />
    </Card>
  );
}
