import { createPropertyInputSchema, PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type PropertyType } from '@core/idea-page/property-contracts';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { NewProperty } from './custom-property-list';

/** A name and a type for a new property, checked with the contract; the form clears once it is added. */
export function AddPropertyForm({ onAdd }: { onAdd: (input: NewProperty) => void }) {
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
    <form noValidate onSubmit={submit} aria-label="Add a property" className="grid items-start gap-3 sm:grid-cols-[1fr_12rem_auto]">
      <FormField label="Property name" placeholder="e.g. Budget" value={label} error={error} onChange={(event) => setLabel(event.target.value)} />
      <div className="space-y-1.5">
        <label htmlFor={typeId} className="text-sm font-medium">
          Property type
        </label>
        <NativeSelect id={typeId} value={type} onChange={(event) => setType(event.target.value as PropertyType)} className="w-full">
          {PROPERTY_TYPES.map((value) => (
            <option key={value} value={value}>
              {PROPERTY_TYPE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" className="sm:mt-7">
        <Plus className="size-4" aria-hidden="true" />
        Add Property
      </Button>
    </form>
  );
}
