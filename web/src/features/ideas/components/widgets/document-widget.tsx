import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { WidgetField } from './widget-field';

/** A titled text: the body of the PRD and Validation Strategy widgets. */
export function DocumentWidget(props: WidgetBodyProps) {
  const { field } = useWidgetDraft(props);
  return (
    <div className="space-y-3">
      <WidgetField label="Title" {...field('title')} />
      <WidgetField label="Content" isMultiline rows={8} {...field('content')} />
    </div>
  );
}
