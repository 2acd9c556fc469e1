import { MARKET_LIMITS } from '@core/tools/market-research-agent/market-documents';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { FieldIssues } from '@/lib/tool-documents/issues-by-id';
import type { AssumptionForm } from '../hooks/market-form';

type AssumptionFieldProps = {
  label: string;
  /** Where its messages are: 'topDown.customers' (then '.value' and '.note'). */
  path: string;
  assumption: AssumptionForm;
  issues: FieldIssues;
  onChange: (assumption: AssumptionForm) => void;
};

/** One input of the sizing, a group named by it: the figure and the founder's note on where it comes from. */
export function AssumptionField({ label, path, assumption, issues, onChange }: AssumptionFieldProps) {
  const t = useT();
  return (
    <fieldset className="space-y-2 rounded-md border border-border p-3">
      <legend className="sr-only">{label}</legend>
      <FormField
        type="number"
        inputMode="decimal"
        step="any"
        label={label}
        value={assumption.value}
        error={issues[`${path}.value`]}
        onChange={(event) => onChange({ ...assumption, value: event.target.value })}
      />
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
