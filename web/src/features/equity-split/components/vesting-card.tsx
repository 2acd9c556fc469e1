import { VESTING_LIMITS, vestingTable, type VestingSchedule } from '@core/tools/equity-split/vesting';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import { useFounderDisplay } from './founder-display';
import { MAX_VESTING_YEARS, parseVestingDraft, type VestingDraft, type YearsError } from './vesting-draft';
import { VestingChart } from './vesting-chart';
import { WideTable } from '@/components/ui/wide-table';

type VestingCardProps = {
  label: string;
  equityPercent: number;
  draft: VestingDraft;
  /** Without it the schedule is shown, not edited (a shared scenario). */
  onChange?: ((draft: VestingDraft) => void) | undefined;
};

/** One founder's vesting: the schedule, a table of vested equity by year and a small chart. */
export function VestingCard({ label, equityPercent, draft, onChange }: VestingCardProps) {
  const t = useT();
  const { formatPercent } = useFounderDisplay();
  const parsed = parseVestingDraft(draft);

  const whenLabel = (month: number, schedule: VestingSchedule) => {
    const when =
      month % 12 === 0
        ? t({ id: 'equitySplit.vesting.year', defaultMessage: 'Year {year}' }, { year: month / 12 })
        : t({ id: 'equitySplit.vesting.month', defaultMessage: 'Month {month}' }, { month });
    return month === schedule.cliffMonths
      ? t({ id: 'equitySplit.vesting.cliffRow', defaultMessage: '{when} (cliff)' }, { when })
      : when;
  };
  const yearsError = (error: YearsError | undefined) => {
    if (error === 'missing')
      return t({ id: 'equitySplit.vesting.yearsMissing', defaultMessage: 'Enter the vesting years' });
    if (error === 'outOfRange') {
      return t(
        {
          id: 'equitySplit.vesting.yearsOutOfRange',
          defaultMessage: 'Vesting years must be more than 0 and at most {max}',
        },
        { max: MAX_VESTING_YEARS },
      );
    }
    if (error === 'notWholeMonths')
      return t({
        id: 'equitySplit.vesting.yearsNotWholeMonths',
        defaultMessage: 'Vesting years must come to whole months (e.g. 1.5)',
      });
    return undefined;
  };

  return (
    <Card
      role="region"
      aria-label={t({ id: 'equitySplit.vesting.cardLabel', defaultMessage: 'Vesting for {name}' }, { name: label })}
      className="space-y-4"
    >
      <h3 className="font-semibold">
        {t(
          { id: 'equitySplit.vesting.cardTitle', defaultMessage: '{name} <muted>· {percent}</muted>' },
          {
            name: label,
            percent: formatPercent(equityPercent),
            muted: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span>,
          },
        )}
      </h3>
      {onChange ? (
        <div className="grid grid-cols-2 gap-3">
          <FormField
            label={t({ id: 'equitySplit.vesting.yearsLabel', defaultMessage: 'Vesting years' })}
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            max={MAX_VESTING_YEARS}
            value={draft.years}
            error={yearsError(parsed.errors?.years)}
            onChange={(event) => onChange({ ...draft, years: event.target.value })}
          />
          <FormField
            label={t({ id: 'equitySplit.vesting.cliffLabel', defaultMessage: 'Cliff months' })}
            type="number"
            inputMode="numeric"
            min={0}
            max={VESTING_LIMITS.maxMonths}
            value={draft.cliffMonths}
            error={parsed.errors?.cliffMonths}
            onChange={(event) => onChange({ ...draft, cliffMonths: event.target.value })}
          />
        </div>
      ) : (
        parsed.schedule && (
          <p className="text-sm text-muted-foreground">
            {t(
              {
                id: 'equitySplit.vesting.schedule',
                defaultMessage:
                  '{total, plural, one {# month} other {# months}}, cliff {cliff, plural, one {# month} other {# months}}, then monthly',
              },
              { total: parsed.schedule.totalMonths, cliff: parsed.schedule.cliffMonths },
            )}
          </p>
        )
      )}
      {parsed.schedule && (
        <>
          <WideTable className="text-sm">
            <caption className="sr-only">
              {t(
                { id: 'equitySplit.vesting.tableCaption', defaultMessage: 'Vested equity by year for {name}' },
                { name: label },
              )}
            </caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-1 font-medium">
                  {t({ id: 'equitySplit.vesting.column.when', defaultMessage: 'When' })}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t({ id: 'equitySplit.vesting.column.vested', defaultMessage: 'Vested' })}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t({ id: 'equitySplit.vesting.column.equity', defaultMessage: 'Equity' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {vestingTable(equityPercent, parsed.schedule).map((row) => (
                <tr key={row.month} className="border-b border-border last:border-0">
                  <th scope="row" className="py-1 text-left font-normal">
                    {whenLabel(row.month, parsed.schedule)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{formatPercent(row.vestedPercent)}</td>
                  <td className="py-1 text-right tabular-nums">{formatPercent(row.vestedEquity)}</td>
                </tr>
              ))}
            </tbody>
          </WideTable>
          <VestingChart label={label} equityPercent={equityPercent} schedule={parsed.schedule} />
        </>
      )}
    </Card>
  );
}
