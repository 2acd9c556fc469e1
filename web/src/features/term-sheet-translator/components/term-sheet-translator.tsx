import { findClauses } from '@core/tools/term-sheet-translator/find-clauses';
import { mainCurrency } from '@core/tools/term-sheet-translator/read-numbers';
import { sampleAnalysisOf } from '@core/tools/term-sheet-translator/sample-term-sheet';
import { suggestWaterfall } from '@core/tools/term-sheet-translator/suggest-waterfall';
import { TERM_SHEET_LIMITS } from '@core/tools/term-sheet-translator/analyses';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { ResultsLayout } from '@/components/results-layout';
import { SampleBanner } from '@/components/sample-banner';
import { ToolPage } from '@/components/tool-page';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useDocumentSample } from '@/lib/use-document-sample';
import { useLastValid } from '@/lib/use-last-valid';
import { useMoney } from '@/lib/use-money';
import { waterfallFromSuggestion } from '../hooks/analysis-draft';
import { useAnalysisDraft } from '../hooks/use-analysis-draft';
import { useAnalysisSaving } from '../hooks/use-analysis-saving';
import { useCheckedWaterfall } from '../hooks/use-checked-waterfall';
import { ClausesSection } from './clauses-section';
import { Glossary } from './glossary';
import { SavedAnalyses } from './saved-analyses';
import { useWaterfallKeyFigures } from './use-waterfall-key-figures';
import { WaterfallOutcome } from './waterfall-outcome';
import { WaterfallSection } from './waterfall-section';

/**
 * The /tool/term-sheet-translator page body: paste a term sheet (or try the sample, labelled and removable, in the
 * analysis's currency), read each clause found — the text it matched, what it means, its rating and why — work the
 * liquidation waterfall it describes, and keep the analysis (name, text, currency, waterfall) among the saved ones.
 */
export function TermSheetTranslator() {
  const t = useT();
  const intl = useI18n();
  const writeNumber = useCallback((value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 }), [intl]);
  const analysis = useAnalysisDraft(writeNumber);
  const saving = useAnalysisSaving(analysis);
  const [askingSample, setAskingSample] = useState(false);
  const { draft } = analysis;
  const money = useMoney(draft.currency);
  const text = useDeferredValue(draft.text);
  const reading = useMemo(
    () => (text.trim() === '' || text.length > TERM_SHEET_LIMITS.text ? null : findClauses(text)),
    [text],
  );
  const checkedWaterfall = useCheckedWaterfall(draft.waterfall);
  const payouts = useLastValid(checkedWaterfall.data ?? null, analysis.loads);
  const keyFigures = useWaterfallKeyFigures(payouts.value, money);

  const sample = useDocumentSample(analysis, () => sampleAnalysisOf(draft.currency));
  // The sample is a new analysis on the page: what is there is asked about first.
  const trySample = () => (draft.text.trim() === '' ? sample.trySample() : setAskingSample(true));

  const fillWaterfall = (source: string) => {
    analysis.update({
      waterfall: waterfallFromSuggestion(suggestWaterfall(findClauses(source)), writeNumber, draft.waterfall),
      currency: mainCurrency(source) ?? draft.currency,
    });
  };

  return (
    <ToolPage
      toolId="term-sheet-translator"
      description={t({
        id: 'termSheet.page.description',
        defaultMessage:
          'Paste a term sheet to see each clause in plain language, rated Standard, Worth negotiating or Red flag, and what a sale would pay investors and founders.',
      })}
      width="5xl"
      document={saving}
      headerExtras={
        <p className="text-xs text-muted-foreground">
          {t({
            id: 'termSheet.page.disclaimer',
            defaultMessage:
              'General information about common venture terms, not legal advice. Have a lawyer review any term sheet before you sign.',
          })}
        </p>
      }
      saved={
        <Card>
          <SavedAnalyses saving={saving} openId={analysis.open?.id ?? null} />
        </Card>
      }
    >
      <ResultsLayout
        resultsWidth="half"
        inputs={
          <>
            {sample.isSample && <SampleBanner onRemove={sample.removeSample} />}
            <ClausesSection
              text={draft.text}
              onChange={(next) => analysis.update({ text: next })}
              onSample={trySample}
              error={saving.errors.text}
              reading={reading}
              money={money}
            />

            <WaterfallSection
              analysis={analysis}
              checked={checkedWaterfall}
              errors={saving.errors}
              onFill={reading ? () => fillWaterfall(draft.text) : undefined}
              money={money}
            />
          </>
        }
        results={
          <WaterfallOutcome
            inputs={payouts.value}
            isStale={payouts.isStale}
            isSample={sample.isSample}
            onTrySample={trySample}
            money={money}
            fileName={`${saving.name.trim() || 'term-sheet'}-waterfall.csv`}
          />
        }
        keyFigures={keyFigures}
        isStale={payouts.isStale}
      />

      <Glossary />

      <ConfirmDialog
        open={askingSample}
        onOpenChange={setAskingSample}
        title={t({ id: 'termSheet.sample.confirmTitle', defaultMessage: 'Replace the text with the sample?' })}
        description={t({
          id: 'termSheet.sample.confirmDescription',
          defaultMessage: 'The sample term sheet and its figures replace the text and the waterfall on the page.',
        })}
        confirmLabel={t({ id: 'termSheet.sample.confirm', defaultMessage: 'Use the sample' })}
        onConfirm={() => {
          setAskingSample(false);
          sample.trySample();
        }}
      />
    </ToolPage>
  );
}
