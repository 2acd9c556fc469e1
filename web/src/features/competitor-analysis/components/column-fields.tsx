import { COMPETITOR_LIMITS } from '@core/tools/competitor-analysis/competitor-analysis';
import type { Currency } from '@core/tools/money';
import type { Ref } from 'react';
import { Trash2 } from 'lucide-react';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useT } from '@/lib/i18n/use-t';
import type { FieldIssues } from '@/lib/tool-documents/issues-by-id';
import type { ColumnForm } from '../hooks/analysis-form';

type ColumnFieldsProps = {
  column: ColumnForm;
  /** 'Your product' or 'Competitor 2': the group's stable name. */
  title: string;
  currency: Currency;
  issues: FieldIssues;
  nameRef: Ref<HTMLInputElement>;
  onEdit: (patch: Partial<ColumnForm>) => void;
  onRemove: () => void;
};

/** One column of the matrix: its name, the plan compared and its price, and notes. */
export function ColumnFields({ column, title, currency, issues, nameRef, onEdit, onRemove }: ColumnFieldsProps) {
  const t = useT();
  const issue = (field: string) => issues[`competitors.${column.id}.${field}`];
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          ref={nameRef}
          label={t({ id: 'competitorAnalysis.column.name', defaultMessage: 'Name' })}
          value={column.name}
          maxLength={COMPETITOR_LIMITS.name}
          error={issue('name')}
          onChange={(event) => onEdit({ name: event.target.value })}
        />
        <FormField
          label={t({ id: 'competitorAnalysis.column.plan', defaultMessage: 'Plan' })}
          placeholder={t({ id: 'competitorAnalysis.column.planHint', defaultMessage: 'e.g. Pro, per seat a month' })}
          value={column.plan}
          maxLength={COMPETITOR_LIMITS.plan}
          error={issue('plan')}
          onChange={(event) => onEdit({ plan: event.target.value })}
        />
        <MoneyField
          label={t({ id: 'competitorAnalysis.column.price', defaultMessage: 'Price' })}
          value={column.price}
          currency={currency}
          error={issue('price')}
          onValue={(price) => onEdit({ price })}
        />
      </div>
      <TextAreaField
        label={t({ id: 'competitorAnalysis.column.notes', defaultMessage: 'Notes' })}
        rows={2}
        value={column.notes}
        maxLength={COMPETITOR_LIMITS.notes}
        error={issue('notes')}
        onChange={(event) => onEdit({ notes: event.target.value })}
      />
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t({ id: 'competitorAnalysis.column.remove', defaultMessage: 'Remove {title}' }, { title })}
        </Button>
      </div>
    </fieldset>
  );
}
