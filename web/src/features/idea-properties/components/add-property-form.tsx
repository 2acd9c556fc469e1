import { createPropertyInputSchema, PROPERTY_TYPES, type PropertyType } from '@core/idea-page/property-contracts';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';
import type { NewProperty } from './custom-property-list';
import { PROPERTY_TYPE_NAMES } from './property-type-names';

/** A name and a type for a new property, checked with the contract; the form clears once it is added. */
export function AddPropertyForm({ onAdd }: { onAdd: (input: NewProperty) => void }) {
  const t = useT();
  const [label, setLabel] = useState('');
  const [type, setType] = useState<PropertyType>('text');
  const [error, setError] = useState<string>();
  const typeId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPropertyInputSchema.safeParse({ label, type });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    onAdd(parsed.data);
    setLabel('');
    setType('text');
    setError(undefined);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t({ id: 'ideaProperties.addForm.label', defaultMessage: 'Add a property' })}
      className="grid items-start gap-3 sm:grid-cols-[1fr_12rem_auto]"
    >
      <FormField
        label={t({ id: 'ideaProperties.addForm.name', defaultMessage: 'Property name' })}
        placeholder={t({ id: 'ideaProperties.addForm.namePlaceholder', defaultMessage: 'e.g. Budget' })}
        value={label}
        error={error}
        onChange={(event) => setLabel(event.target.value)}
      />
      <div className="space-y-1.5">
        <label htmlFor={typeId} className="text-sm font-medium">
          {t({ id: 'ideaProperties.addForm.type', defaultMessage: 'Property type' })}
        </label>
        <NativeSelect
          id={typeId}
          value={type}
          onChange={(event) => setType(event.target.value as PropertyType)}
          className="w-full"
        >
          {PROPERTY_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(PROPERTY_TYPE_NAMES[value])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" className="sm:mt-7">
        <Plus className="size-4" aria-hidden="true" />
        {t({ id: 'ideaProperties.addForm.submit', defaultMessage: 'Add Property' })}
      </Button>
    </form>
  );
}
