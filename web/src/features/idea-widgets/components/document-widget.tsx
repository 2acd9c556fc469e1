import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { EditableField } from '@/components/ui/editable-field';

/** A titled text: the body of the PRD and Validation Strategy widgets. */
export function DocumentWidget(props: WidgetBodyProps) {
  const { field } = useWidgetDraft(props);
  return (
    <div className="space-y-3">
      <EditableField label="Title" {...field('title')} />
      <EditableField label="Content" isMultiline rows={8} {...field('content')} />
    </div>
  );
}
