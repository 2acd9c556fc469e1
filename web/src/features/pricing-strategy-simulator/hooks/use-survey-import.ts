import { CsvParseError, parseCsv } from '@core/csv';
import {
  readSurveyAnswers,
  SURVEY_LIMITS,
  type SurveyRowProblem,
} from '@core/tools/pricing-strategy-simulator/survey-answers';
import type { SurveyAnswer } from '@core/tools/pricing-strategy-simulator/van-westendorp';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';

/** Answers read with bad rows among them: kept aside until the user agrees to leave the bad rows out. */
export type PendingAnswers = { answers: SurveyAnswer[]; problems: SurveyRowProblem[] };

/**
 * Pasted or imported CSV answers, read: all good, they replace the analysis's answers at once; with bad rows, the
 * rows are named and nothing changes until the user agrees to skip them; unreadable or too many, a message.
 */
export function useSurveyImport(onAnswers: (answers: readonly SurveyAnswer[]) => void) {
  const t = useT();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<PendingAnswers | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const takeAnswers = (answers: readonly SurveyAnswer[]) => {
    onAnswers(answers);
    setPending(null);
    setText('');
    setStatus(
      t(
        {
          id: 'pricing.survey.read',
          defaultMessage: '{count, plural, one {# answer} other {# answers}} in the analysis.',
        },
        { count: answers.length },
      ),
    );
  };

  const read = (csv: string) => {
    setStatus('');
    setPending(null);
    let rows;
    try {
      rows = parseCsv(csv);
    } catch (failure) {
      if (!(failure instanceof CsvParseError)) throw failure;
      return setError(
        t(
          { id: 'pricing.survey.unclosedQuote', defaultMessage: 'Line {line}: a quoted answer never closes.' },
          { line: failure.line },
        ),
      );
    }
    const result = readSurveyAnswers(rows);
    if (result.status === 'tooMany') {
      return setError(
        t(
          {
            id: 'pricing.survey.tooMany',
            defaultMessage:
              'This has {rows, number} answers; an analysis holds at most {max, number}. Keep a sample of {max, number} or fewer.',
          },
          { rows: result.rows, max: SURVEY_LIMITS.answers },
        ),
      );
    }
    if (result.answers.length === 0 && result.problems.length === 0)
      return setError(t({ id: 'pricing.survey.empty', defaultMessage: 'There are no answers to read.' }));
    setError(null);
    if (result.problems.length > 0) return setPending({ answers: result.answers, problems: result.problems });
    takeAnswers(result.answers);
  };

  return {
    text,
    setText,
    pending,
    error,
    status,
    read: () => read(text),
    readFile: async (file: File) => {
      const content = await file.text();
      setText(content);
      read(content);
    },
    skipBadRows: () => pending && takeAnswers(pending.answers),
    cancel: () => setPending(null),
    clear: () => takeAnswers([]),
  };
}

export type SurveyImport = ReturnType<typeof useSurveyImport>;
