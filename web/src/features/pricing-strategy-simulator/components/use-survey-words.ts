import type { SurveyRowProblem } from '@core/tools/pricing-strategy-simulator/survey-answers';
import type { SurveyColumn } from '@core/tools/pricing-strategy-simulator/van-westendorp';
import { useT } from '@/lib/i18n/use-t';

/** The survey's words in the page's language: each question's column, and what is wrong with a row. */
export function useSurveyWords() {
  const t = useT();
  const columns: Record<SurveyColumn, string> = {
    tooCheap: t({ id: 'pricing.survey.column.tooCheap', defaultMessage: 'Too cheap' }),
    cheap: t({ id: 'pricing.survey.column.cheap', defaultMessage: 'Cheap' }),
    expensive: t({ id: 'pricing.survey.column.expensive', defaultMessage: 'Expensive' }),
    tooExpensive: t({ id: 'pricing.survey.column.tooExpensive', defaultMessage: 'Too expensive' }),
  };
  const problemText = (problem: SurveyRowProblem): string => {
    const { line } = problem;
    switch (problem.kind) {
      case 'columns':
        return t(
          { id: 'pricing.survey.problem.columns', defaultMessage: 'Line {line}: expected 4 answers, found {found}.' },
          { line, found: problem.found },
        );
      case 'missing':
        return t(
          { id: 'pricing.survey.problem.missing', defaultMessage: 'Line {line}: “{column}” is empty.' },
          { line, column: columns[problem.column] },
        );
      case 'notNumber':
        return t(
          {
            id: 'pricing.survey.problem.notNumber',
            defaultMessage: 'Line {line}: “{column}” is not a price ({value}).',
          },
          { line, column: columns[problem.column], value: problem.value },
        );
      case 'negative':
        return t(
          { id: 'pricing.survey.problem.negative', defaultMessage: 'Line {line}: “{column}” is below 0 ({value}).' },
          { line, column: columns[problem.column], value: problem.value },
        );
      case 'tooLarge':
        return t(
          { id: 'pricing.survey.problem.tooLarge', defaultMessage: 'Line {line}: “{column}” is too large ({value}).' },
          { line, column: columns[problem.column], value: problem.value },
        );
      case 'order':
        return t(
          {
            id: 'pricing.survey.problem.order',
            defaultMessage:
              'Line {line}: “{column}” ({value, number}) is below “{previous}” ({previousValue, number}).',
          },
          {
            line,
            column: columns[problem.column],
            previous: columns[problem.previous],
            value: problem.value,
            previousValue: problem.previousValue,
          },
        );
    }
  };
  return { columns, problemText };
}
