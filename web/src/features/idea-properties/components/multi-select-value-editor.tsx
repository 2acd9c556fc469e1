import type { IdeaProperty, PropertyValue } from '@core/idea-page/property-contracts';
import { useT } from '@/lib/i18n/use-t';

type MultiSelectValueEditorProps = { property: IdeaProperty; onSave: (value: PropertyValue) => void };

/** A checkbox per option; each toggle saves the chosen options, in the options' order. */
export function MultiSelectValueEditor({ property, onSave }: MultiSelectValueEditorProps) {
  const t = useT();
  const chosen = Array.isArray(property.value) ? property.value : [];
  const toggle = (option: string, isChosen: boolean) =>
    onSave(property.options.filter((candidate) => (candidate === option ? isChosen : chosen.includes(candidate))));

  if (property.options.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t({ id: 'ideaProperties.multiSelect.noOptions', defaultMessage: 'No options yet' })}
      </p>
    );
  }
  return (
    <div role="group" aria-label={property.label} className="flex flex-wrap gap-x-4 gap-y-2">
      {property.options.map((option) => (
        <label key={option} className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
            className="size-4 accent-primary"
          />
          {option}
        </label>
      ))}
    </div>
  );
}
