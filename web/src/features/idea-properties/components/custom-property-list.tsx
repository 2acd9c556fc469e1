import type { IdeaProperty, PropertyType, PropertyValue } from '@core/idea-page/property-contracts';
import type { Currency } from '@core/tools/money';
import { useT } from '@/lib/i18n/use-t';
import { AddPropertyForm } from './add-property-form';
import { CustomPropertyRow } from './custom-property-row';

export type NewProperty = { label: string; type: PropertyType; options: string[] };
export type PropertyChange = { label?: string; options?: string[]; currency?: Currency; value?: PropertyValue };

type CustomPropertyListProps = {
  properties: IdeaProperty[];
  readOnly: boolean;
  onAdd: (input: NewProperty) => void;
  onUpdate: (id: string, change: PropertyChange) => void;
  onDelete: (id: string) => void;
  onReorder: (ids: string[]) => void;
};

/** The idea's custom properties, each editable in place, and (for an editor) the form that adds one. */
export function CustomPropertyList({
  properties,
  readOnly,
  onAdd,
  onUpdate,
  onDelete,
  onReorder,
}: CustomPropertyListProps) {
  const t = useT();
  if (readOnly && properties.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t({ id: 'ideaProperties.list.empty', defaultMessage: 'No custom properties' })}
      </p>
    );
  }

  /** The ids in their new order once the property at `index` swaps with its neighbour. */
  const move = (index: number, offset: -1 | 1) => {
    const ids = properties.map((property) => property.id);
    [ids[index], ids[index + offset]] = [ids[index + offset]!, ids[index]!];
    onReorder(ids);
  };

  return (
    <div className="space-y-4">
      {properties.length > 0 && (
        <ul
          aria-label={t({ id: 'ideaProperties.list.label', defaultMessage: 'Custom properties' })}
          className="divide-y divide-border"
        >
          {properties.map((property, index) => (
            <CustomPropertyRow
              key={property.id}
              property={property}
              readOnly={readOnly}
              isFirst={index === 0}
              isLast={index === properties.length - 1}
              onUpdate={(change) => onUpdate(property.id, change)}
              onDelete={() => onDelete(property.id)}
              onMove={(offset) => move(index, offset)}
            />
          ))}
        </ul>
      )}
      {!readOnly && <AddPropertyForm onAdd={onAdd} />}
    </div>
  );
}
