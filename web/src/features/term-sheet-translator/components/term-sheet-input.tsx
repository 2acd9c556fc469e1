import { TERM_SHEET_LIMITS } from '@core/tools/term-sheet-translator/analyses';
import { FileText } from 'lucide-react';
import { useId } from 'react';
import { useBrowserValue } from '@/lib/use-browser-value';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useT } from '@/lib/i18n/use-t';

/** Whether the page's code runs: false on the server and while it takes over the drawn page, true after. */
const isBrowser = () => true;

type TermSheetInputProps = {
  text: string;
  onChange: (text: string) => void;
  onSample: () => void;
  /** What a save said of the text ('Paste a term sheet'). */
  error: string | undefined;
};

/** The pasted term sheet: its text box, how long it is against the limit, and 'Try a sample term sheet'. */
export function TermSheetInput({ text, onChange, onSample, error }: TermSheetInputProps) {
  const t = useT();
  const id = useId();
  // The sample is put in by the page's code: until it has taken over the drawn page, a press would do nothing.
  const isLive = useBrowserValue(isBrowser, false);
  const max = TERM_SHEET_LIMITS.text;
  const isTooLong = text.length > max;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t({ id: 'termSheet.input.label', defaultMessage: 'Term sheet text' })}
        </label>
        <Button variant="outline" size="sm" onClick={onSample} disabled={!isLive}>
          <FileText className="size-4" aria-hidden="true" />
          {t({ id: 'termSheet.input.sample', defaultMessage: 'Try a sample term sheet' })}
        </Button>
      </div>
      <textarea
        id={id}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        rows={12}
        spellCheck={false}
        aria-invalid={isTooLong || error ? true : undefined}
        aria-describedby={`${counterId}${isTooLong || error ? ` ${errorId}` : ''}`}
        placeholder={t({ id: 'termSheet.input.placeholder', defaultMessage: 'Paste the text of a term sheet here…' })}
        className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
      />
      <p id={counterId} className="text-xs text-muted-foreground">
        {t(
          {
            id: 'termSheet.input.counter',
            defaultMessage:
              '{count, number} of {max, number} characters. The text is read on this page by rules, not sent to an AI.',
          },
          { count: text.length, max },
        )}
      </p>
      <FormAlert
        id={errorId}
        message={
          isTooLong
            ? t(
                {
                  id: 'termSheet.input.tooLong',
                  defaultMessage:
                    'This text is {count, number} characters long; at most {max, number} can be read. Keep the clauses you want explained and remove the rest.',
                },
                { count: text.length, max },
              )
            : error
        }
      />
    </div>
  );
}
