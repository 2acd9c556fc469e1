import { WIDGET_LIMITS, WIDGET_TYPES, type IdeaWidget, type WidgetType } from '@core/idea-page/widget-contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/use-t';
import { WidgetCard } from './widget-card';
import { WIDGET_NAMES } from './widget-text';

export type WidgetListProps = {
  widgets: IdeaWidget[];
  readOnly?: boolean;
  onAdd: (type: WidgetType) => void;
  onUpdate: (id: string, data: Record<string, string>) => void;
  onRemove: (id: string) => void;
  onReorder: (ids: string[]) => void;
};

/** The idea page's widgets in order and, for editors, the bar that adds one. */
export function WidgetList({ widgets, readOnly = false, onAdd, onUpdate, onRemove, onReorder }: WidgetListProps) {
  const t = useT();
  const [type, setType] = useState<WidgetType>(WIDGET_TYPES[0]);
  const typeOptions = WIDGET_TYPES.map((value) => ({ value, label: t(WIDGET_NAMES[value]) }));

  const move = (index: number, direction: 'up' | 'down') => {
    const ids = widgets.map((widget) => widget.id);
    ids.splice(direction === 'up' ? index - 1 : index + 1, 0, ...ids.splice(index, 1));
    onReorder(ids);
  };

  return (
    <div className="space-y-4">
      {widgets.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t({ id: 'ideaWidgets.list.empty', defaultMessage: 'No widgets yet' })}
        </p>
      ) : (
        <ul className="space-y-4">
          {widgets.map((widget, index) => (
            <li key={widget.id}>
              <WidgetCard
                widget={widget}
                readOnly={readOnly}
                onSave={(data) => onUpdate(widget.id, data)}
                onRemove={() => onRemove(widget.id)}
                onMove={(direction) => move(index, direction)}
                isFirst={index === 0}
                isLast={index === widgets.length - 1}
              />
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <SelectField
            label={t({ id: 'ideaWidgets.list.type', defaultMessage: 'Widget type' })}
            value={type}
            options={typeOptions}
            onChange={setType}
          />
          <Button onClick={() => onAdd(type)} disabled={widgets.length >= WIDGET_LIMITS.widgets}>
            <Plus className="size-4" aria-hidden="true" />
            {t({ id: 'ideaWidgets.list.add', defaultMessage: 'Add Widget' })}
          </Button>
        </div>
      )}
    </div>
  );
}
