import { FINANCE_LIMITS } from '@core/tools/finance-model-creator/finance-model';
import { useT } from '@/lib/i18n/use-t';
import type { ModelDraft } from '../hooks/use-model-draft';
import { LineSection } from './line-section';
import { ChoiceField, NumberField, TextField } from './model-fields';

/** The model's four lists: revenue streams, the headcount plan, operating expenses and funding. */
export function ModelLines({ draft }: { draft: ModelDraft }) {
  const t = useT();
  const { values, errorAt, updateLine } = draft;
  const at = (list: string, index: number, field: string) => errorAt(`${list}.${index}.${field}`);
  const labels = {
    name: t({ id: 'financeModel.lines.name', defaultMessage: 'Name' }),
    growth: t({ id: 'financeModel.streams.growth', defaultMessage: 'Monthly growth (%)' }),
    churn: t({ id: 'financeModel.streams.churn', defaultMessage: 'Monthly churn (%)' }),
  };
  return (
    <>
      <LineSection
        title={t({ id: 'financeModel.streams.title', defaultMessage: 'Revenue streams' })}
        description={t({
          id: 'financeModel.streams.description',
          defaultMessage:
            'Month 1 earns the starting figure; from month 2 each month is the last one plus growth minus churn.',
        })}
        empty={t({ id: 'financeModel.streams.empty', defaultMessage: 'No revenue yet.' })}
        addLabel={t({ id: 'financeModel.streams.add', defaultMessage: 'Add Revenue Stream' })}
        lines={values.streams}
        max={FINANCE_LIMITS.streams}
        lineLabel={(index) =>
          t({ id: 'financeModel.streams.line', defaultMessage: 'Revenue stream {number}' }, { number: index + 1 })
        }
        onAdd={() => draft.addLine('streams')}
        onRemove={(id) => draft.removeLine('streams', id)}
        error={errorAt('streams')}
        renderFields={(stream, index) => (
          <>
            <TextField
              label={labels.name}
              value={stream.name}
              onChange={(name) => updateLine('streams', stream.id, { name })}
              error={at('streams', index, 'name')}
            />
            <ChoiceField
              label={t({ id: 'financeModel.streams.kind', defaultMessage: 'Kind' })}
              value={stream.kind}
              options={[
                {
                  value: 'recurring',
                  label: t({ id: 'financeModel.streams.recurring', defaultMessage: 'Recurring revenue (MRR)' }),
                },
                { value: 'units', label: t({ id: 'financeModel.streams.units', defaultMessage: 'Units × price' }) },
              ]}
              onChange={(kind) => updateLine('streams', stream.id, { kind })}
              error={at('streams', index, 'kind')}
            />
            <NumberField
              label={
                stream.kind === 'recurring'
                  ? t({ id: 'financeModel.streams.startingMrr', defaultMessage: 'Starting MRR' })
                  : t({ id: 'financeModel.streams.startingUnits', defaultMessage: 'Units in month 1' })
              }
              currency={stream.kind === 'recurring' ? values.currency : undefined}
              value={stream.start}
              onChange={(start) => updateLine('streams', stream.id, { start })}
              error={at('streams', index, 'start')}
            />
            {stream.kind === 'units' && (
              <NumberField
                label={t({ id: 'financeModel.streams.price', defaultMessage: 'Price per unit' })}
                currency={values.currency}
                value={stream.price}
                onChange={(price) => updateLine('streams', stream.id, { price })}
                error={at('streams', index, 'price')}
              />
            )}
            <NumberField
              label={labels.growth}
              value={stream.growthPercent}
              onChange={(growthPercent) => updateLine('streams', stream.id, { growthPercent })}
              error={at('streams', index, 'growthPercent')}
            />
            <NumberField
              label={labels.churn}
              value={stream.churnPercent}
              onChange={(churnPercent) => updateLine('streams', stream.id, { churnPercent })}
              error={at('streams', index, 'churnPercent')}
            />
          </>
        )}
      />
      <LineSection
        title={t({ id: 'financeModel.headcount.title', defaultMessage: 'Headcount plan' })}
        description={t({
          id: 'financeModel.headcount.description',
          defaultMessage: 'Each role costs its monthly amount from its start month on.',
        })}
        empty={t({ id: 'financeModel.headcount.empty', defaultMessage: 'No one on the payroll yet.' })}
        addLabel={t({ id: 'financeModel.headcount.add', defaultMessage: 'Add Role' })}
        lines={values.headcount}
        max={FINANCE_LIMITS.roles}
        lineLabel={(index) =>
          t({ id: 'financeModel.headcount.line', defaultMessage: 'Role {number}' }, { number: index + 1 })
        }
        onAdd={() => draft.addLine('headcount')}
        onRemove={(id) => draft.removeLine('headcount', id)}
        error={errorAt('headcount')}
        renderFields={(role, index) => (
          <>
            <TextField
              label={t({ id: 'financeModel.headcount.role', defaultMessage: 'Role' })}
              value={role.role}
              onChange={(value) => updateLine('headcount', role.id, { role: value })}
              error={at('headcount', index, 'role')}
            />
            <NumberField
              label={t({ id: 'financeModel.headcount.monthlyCost', defaultMessage: 'Monthly cost' })}
              currency={values.currency}
              value={role.monthlyCost}
              onChange={(monthlyCost) => updateLine('headcount', role.id, { monthlyCost })}
              error={at('headcount', index, 'monthlyCost')}
            />
            <NumberField
              label={t({ id: 'financeModel.headcount.startMonth', defaultMessage: 'Start month' })}
              value={role.startMonth}
              onChange={(startMonth) => updateLine('headcount', role.id, { startMonth })}
              error={at('headcount', index, 'startMonth')}
            />
          </>
        )}
      />
      <LineSection
        title={t({ id: 'financeModel.expenses.title', defaultMessage: 'Operating expenses' })}
        description={t({
          id: 'financeModel.expenses.description',
          defaultMessage: 'A fixed amount every month, or a percentage of that month’s revenue.',
        })}
        empty={t({ id: 'financeModel.expenses.empty', defaultMessage: 'No operating expenses yet.' })}
        addLabel={t({ id: 'financeModel.expenses.add', defaultMessage: 'Add Expense' })}
        lines={values.expenses}
        max={FINANCE_LIMITS.expenses}
        lineLabel={(index) =>
          t({ id: 'financeModel.expenses.line', defaultMessage: 'Expense {number}' }, { number: index + 1 })
        }
        onAdd={() => draft.addLine('expenses')}
        onRemove={(id) => draft.removeLine('expenses', id)}
        error={errorAt('expenses')}
        renderFields={(line, index) => (
          <>
            <TextField
              label={labels.name}
              value={line.name}
              onChange={(name) => updateLine('expenses', line.id, { name })}
              error={at('expenses', index, 'name')}
            />
            <ChoiceField
              label={t({ id: 'financeModel.expenses.kind', defaultMessage: 'Kind' })}
              value={line.kind}
              options={[
                { value: 'fixed', label: t({ id: 'financeModel.expenses.fixed', defaultMessage: 'Fixed per month' }) },
                { value: 'percent', label: t({ id: 'financeModel.expenses.percent', defaultMessage: '% of revenue' }) },
              ]}
              onChange={(kind) => updateLine('expenses', line.id, { kind })}
              error={at('expenses', index, 'kind')}
            />
            <NumberField
              label={
                line.kind === 'fixed'
                  ? t({ id: 'financeModel.expenses.amount', defaultMessage: 'Amount per month' })
                  : t({ id: 'financeModel.expenses.percentOfRevenue', defaultMessage: 'Percentage of revenue' })
              }
              currency={line.kind === 'fixed' ? values.currency : undefined}
              value={line.value}
              onChange={(value) => updateLine('expenses', line.id, { value })}
              error={at('expenses', index, 'value')}
            />
          </>
        )}
      />
      <LineSection
        title={t({ id: 'financeModel.funding.title', defaultMessage: 'Funding' })}
        description={t({
          id: 'financeModel.funding.description',
          defaultMessage: 'Money raised comes into the cash balance in its month.',
        })}
        empty={t({ id: 'financeModel.funding.empty', defaultMessage: 'No funding planned.' })}
        addLabel={t({ id: 'financeModel.funding.add', defaultMessage: 'Add Funding' })}
        lines={values.funding}
        max={FINANCE_LIMITS.fundingEvents}
        lineLabel={(index) =>
          t({ id: 'financeModel.funding.line', defaultMessage: 'Funding {number}' }, { number: index + 1 })
        }
        onAdd={() => draft.addLine('funding')}
        onRemove={(id) => draft.removeLine('funding', id)}
        error={errorAt('funding')}
        renderFields={(event, index) => (
          <>
            <TextField
              label={labels.name}
              value={event.name}
              onChange={(name) => updateLine('funding', event.id, { name })}
              error={at('funding', index, 'name')}
            />
            <NumberField
              label={t({ id: 'financeModel.funding.month', defaultMessage: 'Month' })}
              value={event.month}
              onChange={(month) => updateLine('funding', event.id, { month })}
              error={at('funding', index, 'month')}
            />
            <NumberField
              label={t({ id: 'financeModel.funding.amount', defaultMessage: 'Amount' })}
              currency={values.currency}
              value={event.amount}
              onChange={(amount) => updateLine('funding', event.id, { amount })}
              error={at('funding', index, 'amount')}
            />
          </>
        )}
      />
    </>
  );
}
