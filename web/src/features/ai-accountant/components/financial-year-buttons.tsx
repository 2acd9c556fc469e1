import { financialYearOf } from '@core/dates/financial-year';
import type { Period } from '@core/tools/ai-accountant/periods';
import { Button } from '@/components/ui/button';
import { useCompanySettings } from '@/lib/company-settings';
import { useT } from '@/lib/i18n/use-t';

type FinancialYearButtonsProps = { period: Period; today: string; onChange: (period: Period) => void };

/** 'This financial year' and 'Last financial year', the company's (ADR 0074); the one shown is pressed. */
export function FinancialYearButtons({ period, today, onChange }: FinancialYearButtonsProps) {
  const t = useT();
  const thisYear = financialYearOf(today, useCompanySettings().fiscalYearStartMonth);
  const years = [
    { startYear: thisYear, label: t({ id: 'aiAccountant.period.thisFy', defaultMessage: 'This financial year' }) },
    { startYear: thisYear - 1, label: t({ id: 'aiAccountant.period.lastFy', defaultMessage: 'Last financial year' }) },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {years.map(({ startYear, label }) => (
        <Button
          key={startYear}
          variant="outline"
          aria-pressed={period.kind === 'financial-year' && period.startYear === startYear}
          className="aria-pressed:border-primary aria-pressed:bg-muted"
          onClick={() => onChange({ kind: 'financial-year', startYear })}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
