import type { GrantFigures } from '@core/tools/esop-planner/plan-figures';
import type { Currency } from '@core/tools/money';
import { Trash2 } from 'lucide-react';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { DateField } from '@/components/date-field';
import { useT } from '@/lib/i18n/use-t';
import type { GrantForm, PlanIssues } from '../hooks/plan-form';
import { NumberField } from './number-field';
import { useUnitOptions } from './use-unit-options';
import type { PlanFormat } from './use-plan-format';
import { VestingYears } from './vesting-years';

type GrantCardProps = {
  grant: GrantForm;
  number: number;
  issues: PlanIssues;
  /** Its figures once its inputs are right; undefined while one is wrong. */
  figures: GrantFigures | undefined;
  format: PlanFormat;
  /** The plan's: the strike price is in it. */
  currency: Currency;
  onChange: (patch: Partial<GrantForm>) => void;
  onRemove: () => void;
};

/** One grant: who holds it, how many shares, when and at what strike, how it vests; what has vested so far. */
export function GrantCard({ grant, number, issues, figures, format, currency, onChange, onRemove }: GrantCardProps) {
  const t = useT();
  const units = useUnitOptions();
  const issue = (field: string) => issues[`grants.${grant.id}.${field}`];
  const title = t({ id: 'esopPlanner.grants.grantTitle', defaultMessage: 'Grant {number}' }, { number });
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">
        {grant.holder.trim() === ''
          ? title
          : t(
              { id: 'esopPlanner.grants.grantOf', defaultMessage: 'Grant {number}: {holder}' },
              { number, holder: grant.holder },
            )}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField
          label={t({ id: 'esopPlanner.grants.holder', defaultMessage: 'Holder' })}
          value={grant.holder}
          error={issue('holder')}
          onChange={(event) => onChange({ holder: event.target.value })}
        />
        <FormField
          label={t({ id: 'esopPlanner.grants.role', defaultMessage: 'Role' })}
          value={grant.role}
          error={issue('role')}
          onChange={(event) => onChange({ role: event.target.value })}
        />
        <SelectField
          layout="stacked"
          label={t({ id: 'esopPlanner.grants.unit', defaultMessage: 'Grant in' })}
          value={grant.amountUnit}
          options={units}
          onChange={(amountUnit) => onChange({ amountUnit })}
        />
        <NumberField
          label={
            grant.amountUnit === 'shares'
              ? t({ id: 'esopPlanner.grants.shares', defaultMessage: 'Shares granted' })
              : t({ id: 'esopPlanner.grants.percent', defaultMessage: 'Percent granted' })
          }
          value={grant.amount}
          error={issue('amount.value')}
          onValue={(amount) => onChange({ amount })}
        />
        <DateField
          label={t({ id: 'esopPlanner.grants.date', defaultMessage: 'Grant date' })}
          value={grant.grantDate}
          error={issue('grantDate')}
          onChange={(grantDate) => onChange({ grantDate })}
        />
        <MoneyField
          currency={currency}
          label={t({ id: 'esopPlanner.grants.strike', defaultMessage: 'Strike price per share' })}
          value={grant.strikePrice}
          error={issue('strikePrice')}
          onValue={(strikePrice) => onChange({ strikePrice })}
        />
        <NumberField
          label={t({ id: 'esopPlanner.grants.years', defaultMessage: 'Vesting (years)' })}
          value={grant.vestingYears}
          error={issue('vestingYears')}
          onValue={(vestingYears) => onChange({ vestingYears })}
        />
        <NumberField
          label={t({ id: 'esopPlanner.grants.cliff', defaultMessage: 'Cliff (months)' })}
          value={grant.cliffMonths}
          error={issue('cliffMonths')}
          onValue={(cliffMonths) => onChange({ cliffMonths })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        {figures ? (
          <p>
            {t(
              { id: 'esopPlanner.grants.summary', defaultMessage: '{shares} shares · vested to date: {vested}' },
              {
                shares: format.shares(figures.shares),
                vested: figures.vestedToDate === null ? '…' : format.shares(figures.vestedToDate),
              },
            )}
          </p>
        ) : (
          <p className="text-muted-foreground">
            {t({ id: 'esopPlanner.grants.fixToSee', defaultMessage: 'Correct this grant to see its vesting.' })}
          </p>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t({ id: 'esopPlanner.grants.remove', defaultMessage: 'Remove {title}' }, { title })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t({ id: 'esopPlanner.grants.removeShort', defaultMessage: 'Remove' })}
        </Button>
      </div>
      {figures && <VestingYears years={figures.years} format={format} />}
    </fieldset>
  );
}
