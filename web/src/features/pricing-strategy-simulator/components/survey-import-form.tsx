import { Upload } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useT } from '@/lib/i18n/use-t';
import type { SurveyImport } from '../hooks/use-survey-import';
import { useSurveyWords } from './use-survey-words';

/** How many bad rows are named one by one. */
const LISTED = 20;

/** Paste or import answers; bad rows are named, and left out only when the user agrees. */
export function SurveyImportForm({ survey }: { survey: SurveyImport }) {
  const t = useT();
  const { problemText } = useSurveyWords();
  const textId = useId();
  const fileId = useId();
  const { pending } = survey;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void survey.readFile(file);
  };
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={textId} className="text-sm font-medium">
          {t({
            id: 'pricing.survey.paste',
            defaultMessage: 'Paste answers (CSV: too cheap, cheap, expensive, too expensive)',
          })}
        </label>
        <textarea
          id={textId}
          value={survey.text}
          rows={5}
          spellCheck={false}
          onChange={(event) => survey.setText(event.target.value)}
          className="w-full rounded-md border border-input bg-background p-2 font-mono text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={survey.read} disabled={survey.text.trim() === ''}>
          {t({ id: 'pricing.survey.readButton', defaultMessage: 'Read answers' })}
        </Button>
        <label
          htmlFor={fileId}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input px-4 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
        >
          <Upload className="size-4" aria-hidden="true" />
          {t({ id: 'pricing.survey.import', defaultMessage: 'Import a CSV file' })}
          <input id={fileId} type="file" accept=".csv,text/csv,text/plain" className="sr-only" onChange={onFile} />
        </label>
      </div>
      <FormAlert message={survey.error} />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {survey.status}
      </p>
      {pending && (
        <div
          role="alert"
          className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-medium">
            {t(
              {
                id: 'pricing.survey.badRows',
                defaultMessage: '{count, plural, one {# row cannot be used:} other {# rows cannot be used:}}',
              },
              { count: pending.problems.length },
            )}
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {pending.problems.slice(0, LISTED).map((problem) => (
              <li key={problem.line}>{problemText(problem)}</li>
            ))}
            {pending.problems.length > LISTED && (
              <li>
                {t(
                  {
                    id: 'pricing.survey.moreRows',
                    defaultMessage: '…and {count, plural, one {# more row} other {# more rows}}.',
                  },
                  { count: pending.problems.length - LISTED },
                )}
              </li>
            )}
          </ul>
          <div className="flex flex-wrap gap-2">
            {pending.answers.length > 0 && (
              <Button size="sm" onClick={survey.skipBadRows}>
                {t(
                  {
                    id: 'pricing.survey.skip',
                    defaultMessage:
                      'Skip {bad, plural, one {# bad row} other {# bad rows}} and use {good, plural, one {# answer} other {# answers}}',
                  },
                  { bad: pending.problems.length, good: pending.answers.length },
                )}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={survey.cancel}>
              {t({ id: 'pricing.survey.fix', defaultMessage: 'Cancel and fix the rows' })}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
