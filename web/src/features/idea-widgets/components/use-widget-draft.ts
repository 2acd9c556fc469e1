import { defaultWidgetData, widgetDataSchemas, type IdeaWidget } from '@core/idea-page/widget-contracts';
import { useState } from 'react';
import type { EditableFieldControl } from '@/components/ui/editable-field';

type Values = Record<string, string>;

/** What every widget body receives from its card. */
export type WidgetBodyProps = { widget: IdeaWidget; readOnly: boolean; onSave: (data: Values) => void };

/** The widget type's own fields, read from its data: missing ones empty, unknown ones dropped. */
const fieldValues = ({ type, data }: IdeaWidget): Values =>
  Object.fromEntries(Object.keys(defaultWidgetData(type)).map((name) => [name, data[name] ?? '']));

const isSame = (a: Values, b: Values) => Object.keys(a).every((name) => a[name] === b[name]);

/**
 * A widget's local draft. Typing changes only the draft; leaving a field checks the whole draft with the
 * type's schema and, when it is valid and differs from the saved data, saves it. When the saved data
 * changes from outside, the fields the user has not touched take the new values.
 */
export function useWidgetDraft({ widget, readOnly, onSave }: WidgetBodyProps) {
  const saved = fieldValues(widget);
  const [base, setBase] = useState(saved);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Partial<Values>>({});

  if (!isSame(base, saved)) {
    setBase(saved);
    setDraft(
      Object.fromEntries(
        Object.entries(draft).map(([name, value]) => [name, value === base[name] ? (saved[name] ?? '') : value]),
      ),
    );
  }

  const commit = () => {
    const result = widgetDataSchemas[widget.type].safeParse(draft);
    if (!result.success) {
      const found: Values = {};
      for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    const data: Values = result.data;
    setErrors({});
    setDraft(data);
    if (!isSame(data, saved)) onSave(data);
  };

  const field = (name: string): EditableFieldControl => ({
    value: draft[name] ?? '',
    error: errors[name],
    readOnly,
    onChange: (value) => setDraft((current) => ({ ...current, [name]: value })),
    onBlur: commit,
  });

  return { field };
}
