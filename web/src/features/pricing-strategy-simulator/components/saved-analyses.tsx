import { pricingAnalysisDocuments } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { FilePlus2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/use-t';
import { toolDocumentsQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { useFormat } from '@/lib/use-format';
import type { AnalysisSaving } from '../hooks/use-analysis-saving';

/** What core's summarize says of an analysis: '2 tiers, 40 answers'. */
const SUMMARY = /^(\d+) tiers?, (\d+) answers?$/;

/** The user's saved analyses: open one (asking first over unsaved changes), start a new one, delete one. */
export function SavedAnalyses({ saving }: { saving: AnalysisSaving }) {
  const t = useT();
  const format = useFormat();
  const list = useQuery(toolDocumentsQueryOptions(pricingAnalysisDocuments));
  const [replacing, setReplacing] = useState<{ id: string } | { id: null } | null>(null);
  const [deleting, setDeleting] = useState<ToolDocumentSummary | null>(null);
  const go = (id: string | null) => (id ? saving.openAnalysis(id) : saving.startNew());
  const ask = (id: string | null) => (saving.isDirty ? setReplacing({ id }) : go(id));
  const summary = (text: string) => {
    const [, tiers, answers] = SUMMARY.exec(text) ?? [];
    if (tiers === undefined || answers === undefined) return text;
    return t(
      { id: 'pricing.saved.summary', defaultMessage: '{tiers, plural, one {# tier} other {# tiers}}, {answers, plural, one {# answer} other {# answers}}' },
      { tiers: Number(tiers), answers: Number(answers) },
    );
  };

  return (
    <section aria-labelledby="saved-analyses" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="saved-analyses" className="text-sm font-semibold">
          {t({ id: 'pricing.saved.title', defaultMessage: 'Saved analyses' })}
        </h2>
        <Button size="sm" variant="ghost" onClick={() => ask(null)}>
          <FilePlus2 className="size-4" aria-hidden="true" />
          {t({ id: 'pricing.saved.new', defaultMessage: 'New analysis' })}
        </Button>
      </div>
      {list.isPending && <p className="text-sm text-muted-foreground">{t({ id: 'pricing.saved.loading', defaultMessage: 'Loading saved analyses…' })}</p>}
      {list.isError && <p role="alert" className="text-sm text-destructive">{t({ id: 'pricing.saved.loadError', defaultMessage: 'Could not load your saved analyses.' })}</p>}
      {list.data?.length === 0 && <p className="text-sm text-muted-foreground">{t({ id: 'pricing.saved.empty', defaultMessage: 'No saved analyses yet.' })}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="divide-y divide-border rounded-md border border-border">
          {list.data.map((analysis) => (
            <li key={analysis.id} className="flex items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <Button variant="link" className="h-auto p-0" aria-current={saving.open?.id === analysis.id ? 'true' : undefined} onClick={() => ask(analysis.id)}>
                  {analysis.name}
                </Button>
                <p className="text-xs text-muted-foreground">
                  {t({ id: 'pricing.saved.detail', defaultMessage: '{summary} · Saved {date}' }, { summary: summary(analysis.summary), date: format.date(analysis.updatedAt) })}
                </p>
              </div>
              <Button size="sm" variant="ghost" aria-label={t({ id: 'pricing.saved.delete', defaultMessage: 'Delete {name}' }, { name: analysis.name })} onClick={() => setDeleting(analysis)}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={replacing !== null}
        onOpenChange={(open) => !open && setReplacing(null)}
        title={t({ id: 'pricing.saved.discardTitle', defaultMessage: 'Discard unsaved changes?' })}
        description={t({ id: 'pricing.saved.discardDescription', defaultMessage: 'This analysis has changes that are not saved. They are lost if you go on.' })}
        confirmLabel={t({ id: 'pricing.saved.discard', defaultMessage: 'Discard Changes' })}
        onConfirm={() => {
          if (replacing) go(replacing.id);
          setReplacing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t({ id: 'pricing.saved.deleteTitle', defaultMessage: 'Delete {name}?' }, { name: deleting?.name ?? '' })}
        description={t({ id: 'pricing.saved.deleteDescription', defaultMessage: 'The analysis and its answers are deleted for good.' })}
        confirmLabel={t({ id: 'pricing.saved.deleteConfirm', defaultMessage: 'Delete' })}
        isPending={saving.isDeleting}
        onConfirm={() => deleting && saving.deleteAnalysis(deleting.id, () => setDeleting(null))}
      />
    </section>
  );
}
