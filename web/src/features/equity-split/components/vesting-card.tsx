import { VESTING_LIMITS, vestingTable, type VestingSchedule } from '@core/tools/equity-split/vesting';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { formatPercent } from './founder-display';
import { parseVestingDraft, type VestingDraft } from './vesting-draft';
import { VestingChart } from './vesting-chart';

const whenLabel = (month: number, schedule: VestingSchedule) => {
  const when = month % 12 === 0 ? `Year ${month / 12}` : `Month ${month}`;
  return month === schedule.cliffMonths ? `${when} (cliff)` : when;
};

type VestingCardProps = {
  label: string;
  equityPercent: number;
  draft: VestingDraft;
  /** Without it the schedule is shown, not edited (a shared scenario). */
  onChange?: ((draft: VestingDraft) => void) | undefined;
};

const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** One founder's vesting: the schedule, a table of vested equity by year and a small chart. */
export function VestingCard({ label, equityPercent, draft, onChange }: VestingCardProps) {
  const parsed = parseVestingDraft(draft);
  return (
    <Card role="region" aria-label={`Vesting for ${label}`} className="space-y-4">
      <h3 className="font-semibold">
        {label} <span className="font-normal text-muted-foreground">· {equityPercent}%</span>
      </h3>
      {onChange ? (
        <div className="grid grid-cols-2 gap-3">
          <FormField
            label="Vesting years"
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            max={VESTING_LIMITS.maxMonths / 12}
            value={draft.years}
            error={parsed.errors?.years}
            onChange={(event) => onChange({ ...draft, years: event.target.value })}
          />
          <FormField
            label="Cliff months"
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
            {monthsText(parsed.schedule.totalMonths)}, cliff {monthsText(parsed.schedule.cliffMonths)}, then monthly
          </p>
        )
      )}
      {parsed.schedule && (
        <>
          <table className="w-full text-sm">
            <caption className="sr-only">Vested equity by year for {label}</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-1 font-medium">When</th>
                <th scope="col" className="py-1 text-right font-medium">Vested</th>
                <th scope="col" className="py-1 text-right font-medium">Equity</th>
              </tr>
            </thead>
            <tbody>
              {vestingTable(equityPercent, parsed.schedule).map((row) => (
                <tr key={row.month} className="border-b border-border last:border-0">
                  <th scope="row" className="py-1 text-left font-normal">{whenLabel(row.month, parsed.schedule)}</th>
                  <td className="py-1 text-right tabular-nums">{formatPercent(row.vestedPercent)}</td>
                  <td className="py-1 text-right tabular-nums">{formatPercent(row.vestedEquity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <VestingChart label={label} equityPercent={equityPercent} schedule={parsed.schedule} />
        </>
      )}
    </Card>
  );
}
