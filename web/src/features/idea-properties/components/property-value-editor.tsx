import type { IdeaProperty, PropertyValue } from '@core/idea-page/property-contracts';
import { DateValueEditor } from './date-value-editor';
import { ImagePreview } from './image-preview';
import { MultiSelectValueEditor } from './multi-select-value-editor';
import { PropertyValueDisplay } from './property-value-display';
import { SelectValueEditor } from './select-value-editor';
import { TextValueEditor } from './text-value-editor';

type PropertyValueEditorProps = { property: IdeaProperty; readOnly: boolean; onSave: (value: PropertyValue) => void };

/** The control that fits the property's type, named by its label; read-only, the value as text. */
export function PropertyValueEditor({ property, readOnly, onSave }: PropertyValueEditorProps) {
  if (readOnly) return <PropertyValueDisplay property={property} />;
  switch (property.type) {
    case 'checkbox':
      return (
        <input
          type="checkbox"
          aria-label={property.label}
          checked={property.value === true}
          onChange={(event) => onSave(event.target.checked)}
          className="size-4 accent-primary"
        />
      );
    case 'select':
      return <SelectValueEditor property={property} onSave={onSave} />;
    case 'multi-select':
      return <MultiSelectValueEditor property={property} onSave={onSave} />;
    case 'date':
      return <DateValueEditor property={{ ...property, type: property.type }} onSave={onSave} />;
    case 'image':
      return (
        <div className="space-y-2">
          <TextValueEditor property={{ ...property, type: property.type }} onSave={onSave} />
          {typeof property.value === 'string' && property.value !== '' && (
            <ImagePreview src={property.value} alt={property.label} />
          )}
        </div>
      );
    default:
      return <TextValueEditor property={{ ...property, type: property.type }} onSave={onSave} />;
  }
}
