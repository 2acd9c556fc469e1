import { financialYearOf, periodRange, type Period } from '@core/tools/ai-accountant/periods';
import { useId, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';

type Kind = 'month' | 'financial-quarter' | 'calendar-quarter' | 'financial-year' | 'custom';
const kindOf = (period: Period): Kind => (period.kind === 'quarter' ? `${period.basis}-quarter` : period.kind);

/** The period as another kind, around the same days (a month becomes its financial year, its quarter…). */
function switchKind(period: Period, kind: Kind): Period {
  const { from, to } = periodRange(period);
  const [year, month] = from.split('-').map(Number) as [number, number];
  const fy = financialYearOf(from);
  switch (kind) {
    case 'month':
      return { kind: 'month', year, month };
    case 'financial-quarter':
      return {
        kind: 'quarter',
        basis: 'financial',
        year: fy,
        quarter: (Math.floor(((month + 8) % 12) / 3) + 1) as 1 | 2 | 3 | 4,
      };
    case 'calendar-quarter':
      return { kind: 'quarter', basis: 'calendar', year, quarter: (Math.floor((month - 1) / 3) + 1) as 1 | 2 | 3 | 4 };
    case 'financial-year':
      return { kind: 'financial-year', startYear: fy };
    case 'custom':
      return { kind: 'custom', from, to };
  }
}

type PeriodPickerProps = { period: Period; today: string; onChange: (period: Period) => void };

/** Month, quarter (of the financial year or the calendar), financial year April–March, or custom dates. */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const t = useT();
  const id = useId();
  const thisYear = Number(today.slice(0, 4));
  // Next year and the eleven before it, and the period's own year when the address names an earlier or a later one.
  const shownYear =
    period.kind === 'quarter' ? period.year : period.kind === 'financial-year' ? period.startYear : thisYear;
  const years = [...new Set([...Array.from({ length: 12 }, (_, index) => thisYear + 1 - index), shownYear])].sort(
    (a, b) => b - a,
  );
  const kinds: { value: Kind; label: string }[] = [
    { value: 'month', label: t({ id: 'aiAccountant.period.month', defaultMessage: 'Month' }) },
    {
      value: 'financial-quarter',
      label: t({ id: 'aiAccountant.period.financialQuarter', defaultMessage: 'Quarter of the financial year' }),
    },
    {
      value: 'calendar-quarter',
      label: t({ id: 'aiAccountant.period.calendarQuarter', defaultMessage: 'Quarter of the calendar year' }),
    },
    {
      value: 'financial-year',
      label: t({ id: 'aiAccountant.period.financialYear', defaultMessage: 'Financial year (April–March)' }),
    },
    { value: 'custom', label: t({ id: 'aiAccountant.period.custom', defaultMessage: 'Custom dates' }) },
  ];
  const yearLabel = t({ id: 'aiAccountant.period.year', defaultMessage: 'Year' });
  // 2025 → 'FY 2025-26' (2099 → 'FY 2099-00'), in the page's language.
  const fyName = (year: number) =>
    t(
      { id: 'aiAccountant.period.fyName', defaultMessage: 'FY {start}-{end}' },
      { start: String(year), end: String(year + 1).slice(-2) },
    );
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t({ id: 'aiAccountant.period.legend', defaultMessage: 'Period' })}</legend>
      <Labelled id={`${id}-kind`} label={t({ id: 'aiAccountant.period.kind', defaultMessage: 'Period' })}>
        <NativeSelect
          id={`${id}-kind`}
          value={kindOf(period)}
          onChange={(event) => onChange(switchKind(period, event.target.value as Kind))}
        >
          {kinds.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </NativeSelect>
      </Labelled>
      {period.kind === 'month' && (
        <Labelled id={`${id}-month`} label={t({ id: 'aiAccountant.period.whichMonth', defaultMessage: 'Month of' })}>
          <Input
            id={`${id}-month`}
            type="month"
            required
            value={`${period.year}-${String(period.month).padStart(2, '0')}`}
            onChange={(event) => {
              const [year, month] = event.target.value.split('-').map(Number);
              if (year && month) onChange({ kind: 'month', year, month });
            }}
          />
        </Labelled>
      )}
      {period.kind === 'quarter' && (
        <>
          <Labelled
            id={`${id}-year`}
            label={
              period.basis === 'financial'
                ? t({ id: 'aiAccountant.period.fy', defaultMessage: 'Financial year' })
                : yearLabel
            }
          >
            <NativeSelect
              id={`${id}-year`}
              value={period.year}
              onChange={(event) => onChange({ ...period, year: Number(event.target.value) })}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {period.basis === 'financial' ? fyName(year) : year}
                </option>
              ))}
            </NativeSelect>
          </Labelled>
          <Labelled id={`${id}-quarter`} label={t({ id: 'aiAccountant.period.quarter', defaultMessage: 'Quarter' })}>
            <NativeSelect
              id={`${id}-quarter`}
              value={period.quarter}
              onChange={(event) => onChange({ ...period, quarter: Number(event.target.value) as 1 | 2 | 3 | 4 })}
            >
              {[1, 2, 3, 4].map((quarter) => (
                <option key={quarter} value={quarter}>
                  {t({ id: 'aiAccountant.period.quarterName', defaultMessage: 'Q{quarter}' }, { quarter })}
                </option>
              ))}
            </NativeSelect>
          </Labelled>
        </>
      )}
      {period.kind === 'financial-year' && (
        <Labelled id={`${id}-fy`} label={t({ id: 'aiAccountant.period.fy', defaultMessage: 'Financial year' })}>
          <NativeSelect
            id={`${id}-fy`}
            value={period.startYear}
            onChange={(event) => onChange({ kind: 'financial-year', startYear: Number(event.target.value) })}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {fyName(year)}
              </option>
            ))}
          </NativeSelect>
        </Labelled>
      )}
      {period.kind === 'custom' && (
        <>
          <Labelled id={`${id}-from`} label={t({ id: 'aiAccountant.period.from', defaultMessage: 'From' })}>
            <Input
              id={`${id}-from`}
              type="date"
              required
              value={period.from}
              onChange={(event) => onChange({ ...period, from: event.target.value })}
            />
          </Labelled>
          <Labelled id={`${id}-to`} label={t({ id: 'aiAccountant.period.to', defaultMessage: 'To' })}>
            <Input
              id={`${id}-to`}
              type="date"
              required
              value={period.to}
              onChange={(event) => onChange({ ...period, to: event.target.value })}
            />
          </Labelled>
        </>
      )}
    </fieldset>
  );
}

/** A control with its label above it. */
export function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
