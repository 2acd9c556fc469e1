import { LAB_LIMITS } from '@core/tools/growth-experiment-lab/experiment';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import { nextVariantId, type VariantFields } from '../hooks/experiment-fields';

/** The letter of the group at `index`: the control is A, the variants B, C, D, E. */
const letterOf = (index: number) => String.fromCharCode(65 + index);

type VariantFieldsListProps = {
  variants: readonly VariantFields[];
  onChange: (variants: VariantFields[]) => void;
  /** A field's message by its place ('variants.<id>.visitors'), said beside it. */
  error: (path: string) => string | undefined;
};

/** The control and the variants tried against it: each one's name, visitors and conversions; up to five groups. */
export function VariantFieldsList({ variants, onChange, error }: VariantFieldsListProps) {
  const t = useT();
  const set = (id: string, changes: Partial<VariantFields>) =>
    onChange(variants.map((variant) => (variant.id === id ? { ...variant, ...changes } : variant)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">
        {t({ id: 'growthLab.dialog.variants', defaultMessage: 'Control and variants' })}
      </legend>
      {error('variants') && <p className="text-sm text-destructive">{error('variants')}</p>}
      {variants.map((variant, index) => {
        const group =
          index === 0
            ? t({ id: 'growthLab.dialog.control', defaultMessage: 'Control' })
            : t(
                { id: 'growthLab.dialog.newVariantName', defaultMessage: 'Variant {letter}' },
                { letter: letterOf(index) },
              );
        return (
          <div
            key={variant.id}
            role="group"
            aria-label={group}
            className="grid items-start gap-2 rounded-md border border-border p-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <div data-record-field={`variants.${variant.id}.name`}>
              <FormField
                label={t({ id: 'growthLab.dialog.variantName', defaultMessage: '{group} name' }, { group })}
                value={variant.name}
                onChange={(event) => set(variant.id, { name: event.target.value })}
                error={error(`variants.${variant.id}.name`)}
                autoComplete="off"
              />
            </div>
            <div data-record-field={`variants.${variant.id}.visitors`}>
              <FormField
                label={t({ id: 'growthLab.dialog.visitors', defaultMessage: '{group} visitors' }, { group })}
                value={variant.visitors}
                inputMode="numeric"
                onChange={(event) => set(variant.id, { visitors: event.target.value })}
                error={error(`variants.${variant.id}.visitors`)}
                autoComplete="off"
              />
            </div>
            <div data-record-field={`variants.${variant.id}.conversions`}>
              <FormField
                label={t({ id: 'growthLab.dialog.conversions', defaultMessage: '{group} conversions' }, { group })}
                value={variant.conversions}
                inputMode="numeric"
                onChange={(event) => set(variant.id, { conversions: event.target.value })}
                error={error(`variants.${variant.id}.conversions`)}
                autoComplete="off"
              />
            </div>
            {index >= 2 && (
              <Button
                variant="ghost"
                size="sm"
                className="self-end"
                aria-label={t({ id: 'growthLab.dialog.removeVariant', defaultMessage: 'Remove {group}' }, { group })}
                onClick={() => onChange(variants.filter((kept) => kept.id !== variant.id))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        );
      })}
      {variants.length < LAB_LIMITS.variants && (
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            onChange([
              ...variants,
              {
                id: nextVariantId(variants),
                name: t(
                  { id: 'growthLab.dialog.newVariantName', defaultMessage: 'Variant {letter}' },
                  { letter: letterOf(variants.length) },
                ),
                visitors: '0',
                conversions: '0',
              },
            ])
          }
        >
          <Plus aria-hidden="true" className="mr-1.5 size-4" />
          {t({ id: 'growthLab.dialog.addVariant', defaultMessage: 'Add variant' })}
        </Button>
      )}
    </fieldset>
  );
}
