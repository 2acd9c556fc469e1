import { findClauses } from '@core/tools/term-sheet-translator/find-clauses';
import { mainCurrency } from '@core/tools/term-sheet-translator/read-numbers';
import { SAMPLE_TERM_SHEET } from '@core/tools/term-sheet-translator/sample-term-sheet';
import { suggestWaterfall } from '@core/tools/term-sheet-translator/suggest-waterfall';
import { TERM_SHEET_LIMITS } from '@core/tools/term-sheet-translator/analyses';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { ResultsLayout } from '@/components/results-layout';
import { ToolPage } from '@/components/tool-page';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useLastValid } from '@/lib/use-last-valid';
import { useMoney } from '@/lib/use-money';
import { waterfallFromSuggestion } from '../hooks/analysis-draft';
import { useAnalysisDraft } from '../hooks/use-analysis-draft';
import { useAnalysisSaving } from '../hooks/use-analysis-saving';
import { useCheckedWaterfall } from '../hooks/use-checked-waterfall';
import { ClauseList } from './clause-list';
import { Glossary } from './glossary';
import { SavedAnalyses } from './saved-analyses';
import { TermSheetInput } from './term-sheet-input';
import { useWaterfallKeyFigures } from './use-waterfall-key-figures';
import { WaterfallOutcome } from './waterfall-outcome';
import { WaterfallSection } from './waterfall-section';

/**
 * The /tool/term-sheet-translator page body: paste a term sheet (or try the sample), read each clause found —
 * the text it matched, what it means, its rating and why — work the liquidation waterfall it describes, and
 * keep the analysis (name, text, currency, waterfall) among the saved ones.
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
  const payouts = useLastValid(checkedWaterfall.data ?? null);
  const keyFigures = useWaterfallKeyFigures(payouts.value, money);

  const fillWaterfall = (source: string) => {
    analysis.update({
      waterfall: waterfallFromSuggestion(suggestWaterfall(findClauses(source)), writeNumber),
      currency: mainCurrency(source) ?? draft.currency,
    });
  };
  const loadSample = () => {
    setAskingSample(false);
    analysis.update({ text: SAMPLE_TERM_SHEET });
    fillWaterfall(SAMPLE_TERM_SHEET);
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
            <section aria-labelledby="term-sheet-clauses" className="space-y-4">
              <h2 id="term-sheet-clauses" className="text-lg font-semibold">
                {t({ id: 'termSheet.clauses.title', defaultMessage: 'Clauses' })}
              </h2>
              <TermSheetInput
                text={draft.text}
                onChange={(next) => analysis.update({ text: next })}
                onSample={() => (draft.text.trim() === '' ? loadSample() : setAskingSample(true))}
                error={saving.errors.text}
              />
              {reading ? (
                <ClauseList reading={reading} money={money} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  {t({
                    id: 'termSheet.clauses.empty',
                    defaultMessage: 'Paste a term sheet, or try the sample, to see its clauses explained.',
                  })}
                </p>
              )}
            </section>

            <WaterfallSection
              analysis={analysis}
              checked={checkedWaterfall}
              errors={saving.errors}
              onFill={reading ? () => fillWaterfall(draft.text) : undefined}
            />
          </>
        }
        results={
          <WaterfallOutcome
            inputs={payouts.value}
            isStale={payouts.isStale}
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
        onConfirm={loadSample}
      />
    </ToolPage>
  );
}
