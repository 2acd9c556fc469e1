import { isIsoDate } from '@core/dates/iso-date';
import { arrangeDate, readTypedDate, writeTypedDate } from '@core/dates/typed-date';
import { CalendarDays } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LabelledControl } from '@/components/ui/labelled-control';
import { cn } from '@/lib/cn';
import { useCompanySettings } from '@/lib/company-settings';
import { useI18n } from '@/lib/i18n/use-t';

/** The mark between a short date's numbers in a language: '/' in English, French and Spanish, '.' in German. */
const separatorOf = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(0)
    .find((part) => part.type === 'literal')
    ?.value.trim() ?? '/';

type DateFieldProps = {
  label: string;
  /** The day as the tool keeps it: ISO ('2024-01-15'), '' when blank, or the text typed while it is no date. */
  value: string;
  onChange: (value: string) => void;
  /** The tool's message about the day (required, out of its range); a text that is no date has the field's own. */
  error?: string | undefined;
  className?: string;
  /** The label for screen readers only, where the name is on screen already (an idea's date property). */
  hideLabel?: boolean;
  /**
   * For a field that saves when the person is done with it (an idea's property): called with the day once the field
   * is left, Enter is pressed in it, or a day is picked on the calendar.
   */
  onDone?: (value: string) => void;
  /** Escape pressed in the field (such a field puts its saved day back). */
  onEscape?: () => void;
};

/**
 * A day typed in the company's order (ADR 0074: 15/01/2024, 01/15/2024 or 2024-01-15, its pattern as the
 * placeholder), or pasted as ISO, or picked on the browser's calendar (the button beside it). The tool gets the ISO
 * day; a text that is no day is kept as typed, for the tool's check to refuse, and said wrong by the field once it is
 * left (or at once when the tool marks it).
 */
export function DateField({ label, value, onChange, error, className, hideLabel, onDone, onEscape }: DateFieldProps) {
  const intl = useI18n();
  const { dateFormat } = useCompanySettings();
  const separator = useMemo(() => separatorOf(intl.locale), [intl.locale]);
  const field = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  // The text being typed, and what the tool was given for it: shown as typed until the field is left.
  const [typed, setTyped] = useState<{ text: string; value: string } | null>(null);
  const text = typed?.value === value ? typed.text : writeTypedDate(value, dateFormat, separator);
  const pattern = arrangeDate(
    dateFormat,
    {
      day: intl.formatMessage({ id: 'dateField.day', defaultMessage: 'dd' }),
      month: intl.formatMessage({ id: 'dateField.month', defaultMessage: 'mm' }),
      year: intl.formatMessage({ id: 'dateField.year', defaultMessage: 'yyyy' }),
    },
    separator,
  );
  const read = readTypedDate(text, dateFormat);
  const problem = read !== null && 'problem' in read ? read.problem : null;
  // Said once the field is left, or at once when the tool marks the field: not at every key of a date being typed.
  const isSaid = problem !== null && (typed === null || error !== undefined);
  const ownError = !isSaid
    ? undefined
    : problem === 'impossible'
      ? intl.formatMessage(
          {
            id: 'dateField.impossible',
            defaultMessage: '{date} is not a real date: check the day and the month ({pattern})',
          },
          { date: text.trim(), pattern },
        )
      : intl.formatMessage({ id: 'dateField.unreadable', defaultMessage: 'Enter the date as {pattern}' }, { pattern });

  const type = (next: string) => {
    const reading = readTypedDate(next, dateFormat);
    const kept = reading === null ? '' : 'iso' in reading ? reading.iso : next;
    setTyped({ text: next, value: kept });
    onChange(kept);
  };
  const openCalendar = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // No calendar here (an older browser, or one that refuses it): the date is typed.
      field.current?.focus();
    }
  };
  return (
    <LabelledControl label={label} error={ownError ?? error} hideLabel={hideLabel}>
      {(control) => (
        <div className={cn('relative flex gap-2', className)}>
          <Input
            {...control}
            ref={field}
            className="min-w-0 flex-1"
            autoComplete="off"
            placeholder={pattern}
            value={text}
            onChange={(event) => type(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onEscape?.();
              if (event.key === 'Enter') onDone?.(value);
            }}
            onBlur={() => {
              setTyped(null);
              onDone?.(value);
            }}
          />
          <Button
            variant="outline"
            className="w-10 shrink-0 px-0"
            aria-label={intl.formatMessage({ id: 'dateField.openCalendar', defaultMessage: 'Open calendar' })}
            onClick={openCalendar}
          >
            <CalendarDays className="size-4" aria-hidden="true" />
          </Button>
          {/* The browser's calendar, opened by the button: out of sight, out of the tab order, read by no one. */}
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
            value={isIsoDate(value) ? value : ''}
            onChange={(event) => {
              setTyped(null);
              onChange(event.target.value);
              onDone?.(event.target.value);
            }}
          />
        </div>
      )}
    </LabelledControl>
  );
}
