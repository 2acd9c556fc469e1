import { amountCurrencyOf, type IdeaProperty } from '@core/idea-page/property-contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { CurrencySelect } from '@/components/currency-select';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import type { PropertyChange } from './custom-property-list';
import { DeletePropertyButton } from './delete-property-button';
import { PropertyLabelEditor } from './property-label-editor';
import { PropertyOptionsEditor } from './property-options-editor';
import { PropertyValueEditor } from './property-value-editor';

type CustomPropertyRowProps = {
  property: IdeaProperty;
  readOnly: boolean;
  isFirst: boolean;
  isLast: boolean;
  onUpdate: (change: PropertyChange) => void;
  onDelete: () => void;
  onMove: (offset: -1 | 1) => void;
};

/**
 * One property: its name, its value, its options (for the choice types) or its currency (ADR 0078) and, for an
 * editor, move and delete.
 */
export function CustomPropertyRow({
  property,
  readOnly,
  isFirst,
  isLast,
  onUpdate,
  onDelete,
  onMove,
}: CustomPropertyRowProps) {
  const t = useT();
  const { label, type } = property;
  const hasOptions = type === 'select' || type === 'multi-select';
  return (
    <li aria-label={label} className="grid gap-2 py-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
      {readOnly ? (
        <span className="break-words py-0.5 text-sm font-medium text-muted-foreground">{label}</span>
      ) : (
        <PropertyLabelEditor label={label} onRename={(next) => onUpdate({ label: next })} />
      )}
      <div className="min-w-0 space-y-3">
        <PropertyValueEditor property={property} readOnly={readOnly} onSave={(value) => onUpdate({ value })} />
        {hasOptions && !readOnly && <PropertyOptionsEditor property={property} onChange={onUpdate} />}
        {type === 'currency' && !readOnly && (
          <CurrencySelect
            label={t({ id: 'ideaProperties.row.currency', defaultMessage: 'Currency of {label}' }, { label })}
            value={amountCurrencyOf(property)}
            onChange={(currency) => onUpdate({ currency })}
            className="max-w-xs"
          />
        )}
      </div>
      {!readOnly && (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t({ id: 'ideaProperties.row.moveUp', defaultMessage: 'Move {label} up' }, { label })}
            disabled={isFirst}
            onClick={() => onMove(-1)}
            className="px-2"
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t({ id: 'ideaProperties.row.moveDown', defaultMessage: 'Move {label} down' }, { label })}
            disabled={isLast}
            onClick={() => onMove(1)}
            className="px-2"
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
          <DeletePropertyButton label={label} onDelete={onDelete} />
        </div>
      )}
    </li>
  );
}
