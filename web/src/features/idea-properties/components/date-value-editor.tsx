import type { IdeaProperty, PropertyValue } from '@core/idea-page/property-contracts';
import { DateField } from '@/components/date-field';
import { usePropertyDraft } from './use-property-draft';

type DateValueEditorProps = { property: IdeaProperty & { type: 'date' }; onSave: (value: PropertyValue) => void };

/**
 * A date property's day, typed in the company's order (ADR 0074's field, its name on screen beside it), saved as the
 * other properties' values are: once the field is left, on Enter, or when a day is picked on the calendar; Escape
 * puts the saved day back. A text that is no day is said wrong by the field and saved nothing.
 */
export function DateValueEditor({ property, onSave }: DateValueEditorProps) {
  const { draft, setDraft, error, commit, restore } = usePropertyDraft(property, onSave);
  return (
    <DateField
      label={property.label}
      hideLabel
      value={draft}
      onChange={setDraft}
      error={error}
      onDone={commit}
      onEscape={restore}
    />
  );
}
