import type { PeriodProblem } from '@core/tools/ai-accountant/accountant-contracts';
import type { Period } from '@core/tools/ai-accountant/periods';
import { useId } from 'react';
import { DateField } from '@/components/date-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';
import { useFinancialYearText } from '../hooks/use-financial-year-text';
import { FinancialYearButtons } from './financial-year-buttons';
import { Labelled } from './labelled';
import { kindOf, switchKind, type Kind } from './period-kind';

type PeriodPickerProps = {
  period: Period;
  today: string;
  onChange: (period: Period) => void;
  /** Why the custom dates cannot be read over, shown by the date it is about. */
  problem: PeriodProblem | null;
};

/**
 * Month, quarter (of the financial year or the calendar), the company's financial year (ADR 0074: this one, the last
 * one, or any), or custom dates.
 */
export function PeriodPicker({ period, today, onChange, problem }: PeriodPickerProps) {
  const t = useT();
  const id = useId();
  const financialYear = useFinancialYearText();
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
    { value: 'financial-year', label: financialYear.kindName },
    { value: 'custom', label: t({ id: 'aiAccountant.period.custom', defaultMessage: 'Custom dates' }) },
  ];
  const yearLabel = t({ id: 'aiAccountant.period.year', defaultMessage: 'Year' });
  const fyName = financialYear.name;
  const problemWith = (field: PeriodProblem['field']) => (problem?.field === field ? problem.message : undefined);
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="sr-only">{t({ id: 'aiAccountant.period.legend', defaultMessage: 'Period' })}</legend>
      {/* Top-aligned: a date's message under it moves nothing beside it. */}
      <div className="flex flex-wrap items-start gap-3">
        <Labelled id={`${id}-kind`} label={t({ id: 'aiAccountant.period.kind', defaultMessage: 'Period' })}>
          <NativeSelect
            id={`${id}-kind`}
            value={kindOf(period)}
            onChange={(event) => onChange(switchKind(period, event.target.value as Kind, financialYear.startMonth))}
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
            <DateField
              label={t({ id: 'aiAccountant.period.from', defaultMessage: 'From' })}
              className="w-48"
              value={period.from}
              error={problemWith('from')}
              onChange={(from) => onChange({ ...period, from })}
            />
            <DateField
              label={t({ id: 'aiAccountant.period.to', defaultMessage: 'To' })}
              className="w-48"
              value={period.to}
              error={problemWith('to')}
              onChange={(to) => onChange({ ...period, to })}
            />
          </>
        )}
      </div>
      <FinancialYearButtons period={period} today={today} onChange={onChange} />
    </fieldset>
  );
}
