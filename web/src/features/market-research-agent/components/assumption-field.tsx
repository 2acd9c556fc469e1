import { MARKET_LIMITS } from '@core/tools/market-research-agent/market-documents';
import type { Currency } from '@core/tools/money';
import { MoneyField } from '@/components/money-field';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { FieldIssues } from '@/lib/tool-documents/issues-by-id';
import type { AssumptionForm } from '../hooks/market-form';

type AssumptionFieldProps = {
  label: string;
  /** Where its messages are: 'topDown.customers' (then '.value' and '.note'). */
  path: string;
  assumption: AssumptionForm;
  /** The market's, for an amount (a spend, a price); none for a count or a percentage. */
  currency?: Currency | undefined;
  issues: FieldIssues;
  onChange: (assumption: AssumptionForm) => void;
};

/** One input of the sizing, a group named by it: the figure and the founder's note on where it comes from. */
export function AssumptionField({ label, path, assumption, currency, issues, onChange }: AssumptionFieldProps) {
  const t = useT();
  const figure = { label, value: assumption.value, error: issues[`${path}.value`] };
  const setFigure = (value: string) => onChange({ ...assumption, value });
  return (
    <fieldset className="space-y-2 rounded-md border border-border p-3">
      <legend className="sr-only">{label}</legend>
      {currency ? (
        <MoneyField {...figure} currency={currency} onValue={setFigure} />
      ) : (
        <FormField
          {...figure}
          type="number"
          inputMode="decimal"
          step="any"
          onChange={(event) => setFigure(event.target.value)}
        />
      )}
      <FormField
        label={t({ id: 'marketResearch.assumption.note', defaultMessage: 'Source or reasoning' })}
        value={assumption.note}
        maxLength={MARKET_LIMITS.note}
        error={issues[`${path}.note`]}
        onChange={(event) => onChange({ ...assumption, note: event.target.value })}
      />
    </fieldset>
  );
}
