import { pricingAnalysisDocuments } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { SavedDocumentList } from '@/components/saved-document-list';
import { useT } from '@/lib/i18n/use-t';
import type { AnalysisSaving } from '../hooks/use-pricing-draft';

/** What core's summarize says of an analysis: '2 tiers, 40 answers'. */
const SUMMARY = /^(\d+) tiers?, (\d+) answers?$/;

/** The user's saved analyses: open one (asking first over unsaved changes), delete one. */
export function SavedAnalyses({ saving }: { saving: AnalysisSaving }) {
  const t = useT();
  const summaryOf = ({ summary }: ToolDocumentSummary) => {
    const [, tiers, answers] = SUMMARY.exec(summary) ?? [];
    if (tiers === undefined || answers === undefined) return summary;
    return t(
      {
        id: 'pricing.saved.summary',
        defaultMessage:
          '{tiers, plural, one {# tier} other {# tiers}}, {answers, plural, one {# answer} other {# answers}}',
      },
      { tiers: Number(tiers), answers: Number(answers) },
    );
  };

  return (
    <section aria-labelledby="saved-analyses" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="saved-analyses" className="text-sm font-semibold">
          {t({ id: 'pricing.saved.title', defaultMessage: 'Saved analyses' })}
        </h2>
      </div>
      <SavedDocumentList
        kind={pricingAnalysisDocuments}
        actions={saving}
        openId={saving.openId}
        summaryOf={summaryOf}
        texts={{
          listLabel: t({ id: 'pricing.saved.listLabel', defaultMessage: 'Saved analyses' }),
          empty: t({ id: 'pricing.saved.empty', defaultMessage: 'No saved analyses yet.' }),
          loadError: t({ id: 'pricing.saved.loadError', defaultMessage: 'Could not load your saved analyses.' }),
          deleteTitle: t(
            { id: 'pricing.saved.deleteTitle', defaultMessage: 'Delete {name}?' },
            { name: saving.deleting?.name ?? '' },
          ),
          deleteDescription: () =>
            t({
              id: 'pricing.saved.deleteDescription',
              defaultMessage: 'The analysis and its answers are deleted for good.',
            }),
        }}
      />
    </section>
  );
}
