import { toCsv } from '@core/csv';
import { SURVEY_LIMITS } from '@core/tools/pricing-strategy-simulator/survey-answers';
import { Download, Eraser } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import type { PricingDraftState } from '../hooks/use-pricing-draft';
import { useSurveyImport } from '../hooks/use-survey-import';
import { SurveyImportForm } from './survey-import-form';
import { SurveyPoints } from './survey-points';
import { useSurveyWords } from './use-survey-words';

/**
 * The Van Westendorp survey: answers pasted or imported, their price points and curves; on a phone, folded behind
 * the number of answers.
 */
export function SurveyCard({ state }: { state: PricingDraftState }) {
  const t = useT();
  const { columns } = useSurveyWords();
  const survey = useSurveyImport(state.setAnswers);
  const { answers, currency } = state.draft;
  const answerCount = t(
    {
      id: 'pricing.survey.count',
      defaultMessage: '{count, plural, =0 {No answers yet} one {# answer} other {# answers}}',
    },
    { count: answers.length },
  );
  const exportCsv = () => {
    const header = [columns.tooCheap, columns.cheap, columns.expensive, columns.tooExpensive];
    downloadFile('van-westendorp-answers.csv', toCsv([header, ...answers]), 'text/csv;charset=utf-8');
  };
  return (
    <SectionCard
      title={t({ id: 'pricing.survey.title', defaultMessage: 'Van Westendorp price survey' })}
      summary={answerCount}
    >
      <p className="text-sm text-muted-foreground">
        {t(
          {
            id: 'pricing.survey.explained',
            defaultMessage:
              'One respondent a row: the monthly prices they find too cheap, cheap, expensive and too expensive. Up to {max, number} answers.',
          },
          { max: SURVEY_LIMITS.answers },
        )}
      </p>
      <SurveyImportForm survey={survey} />
      <div className="flex flex-wrap items-center gap-3">
        <p data-testid="answer-count" className="text-sm font-medium">
          {answerCount}
        </p>
        {answers.length > 0 && (
          <>
            <Button size="sm" variant="outline" onClick={exportCsv}>
              <Download className="size-4" aria-hidden="true" />
              {t({ id: 'pricing.survey.export', defaultMessage: 'Export answers' })}
            </Button>
            <Button size="sm" variant="ghost" onClick={survey.clear}>
              <Eraser className="size-4" aria-hidden="true" />
              {t({ id: 'pricing.survey.clear', defaultMessage: 'Clear answers' })}
            </Button>
          </>
        )}
      </div>
      {answers.length > 0 && <SurveyPoints answers={answers} currency={currency} />}
    </SectionCard>
  );
}
