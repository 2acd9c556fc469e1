import { isCurrency } from '@core/tools/money';
import { termSheetAnalysisDocuments } from '@core/tools/term-sheet-translator/analyses';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentList } from '@/components/saved-document-list';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { moneyFormats } from '@/lib/use-money';
import type { AnalysisSaving } from '../hooks/use-analysis-saving';

/** What core's summarize says of an analysis: 'USD 4000000 20000000' (currency, investment, post-money). */
const SUMMARY = /^([A-Z]{3}) (\S+) (\S+)$/;

/** The user's saved analyses, each with its investment and post-money valuation: open one, delete one. */
export function SavedAnalyses({ saving, openId }: { saving: AnalysisSaving; openId: string | null }) {
  const t = useT();
  const { locale } = useI18n();
  const summaryOf = ({ summary }: ToolDocumentSummary) => {
    const [, currency = 'USD', investment, postMoney] = SUMMARY.exec(summary) ?? [];
    if (investment === undefined || postMoney === undefined) return summary;
    const money = moneyFormats(locale, isCurrency(currency) ? currency : 'USD');
    return t(
      { id: 'termSheet.saved.summary', defaultMessage: '{investment} at {postMoney} post-money' },
      { investment: money.formatWhole(Number(investment)), postMoney: money.formatWhole(Number(postMoney)) },
    );
  };
  return (
    <section aria-labelledby="saved-analyses-heading" className="space-y-2">
      <h2 id="saved-analyses-heading" className="text-lg font-semibold">
        {t({ id: 'termSheet.saved.title', defaultMessage: 'Saved analyses' })}
      </h2>
      <SavedDocumentList
        kind={termSheetAnalysisDocuments}
        actions={saving}
        openId={openId}
        summaryOf={summaryOf}
        texts={{
          listLabel: t({ id: 'termSheet.saved.listLabel', defaultMessage: 'Saved analyses' }),
          empty: t({
            id: 'termSheet.saved.empty',
            defaultMessage: 'No saved analyses yet. An analysis you work on saves itself here.',
          }),
          loadError: t({ id: 'termSheet.saved.loadError', defaultMessage: 'Could not load your saved analyses.' }),
          deleteTitle: t({ id: 'termSheet.saved.deleteTitle', defaultMessage: 'Delete analysis?' }),
          deleteDescription: (name) =>
            t(
              {
                id: 'termSheet.saved.deleteDescription',
                defaultMessage: '{name} will be deleted. This cannot be undone.',
              },
              { name },
            ),
        }}
      />
    </section>
  );
}
