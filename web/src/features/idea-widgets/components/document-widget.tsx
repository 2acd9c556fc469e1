import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { EditableField } from '@/components/ui/editable-field';
import { useT } from '@/lib/i18n/use-t';

/** A titled text: the body of the PRD and Validation Strategy widgets. */
export function DocumentWidget(props: WidgetBodyProps) {
  const t = useT();
  const { field } = useWidgetDraft(props);
  return (
    <div className="space-y-3">
      <EditableField label={t({ id: 'ideaWidgets.document.title', defaultMessage: 'Title' })} {...field('title')} />
      <EditableField
        label={t({ id: 'ideaWidgets.document.content', defaultMessage: 'Content' })}
        isMultiline
        rows={8}
        {...field('content')}
      />
    </div>
  );
}
