import type { IdeaProperty, PropertyValue } from '@core/idea-page/property-contracts';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';

type SelectValueEditorProps = { property: IdeaProperty; onSave: (value: PropertyValue) => void };

/** One of the options, or none; saves as soon as it is chosen. */
export function SelectValueEditor({ property, onSave }: SelectValueEditorProps) {
  const t = useT();
  const value = typeof property.value === 'string' ? property.value : '';
  return (
    <NativeSelect
      aria-label={property.label}
      value={value}
      onChange={(event) => onSave(event.target.value)}
      className="w-full"
    >
      <option value="">{t({ id: 'ideaProperties.select.none', defaultMessage: 'None' })}</option>
      {property.options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect>
  );
}
