import { SWOT_QUADRANTS } from '@core/idea-page/widget-contracts';
import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { EditableField } from '@/components/ui/editable-field';

/** Strengths, weaknesses, opportunities and threats as a two-by-two grid. */
export function SwotAnalysisWidget(props: WidgetBodyProps) {
  const { field } = useWidgetDraft(props);
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {Object.entries(SWOT_QUADRANTS).map(([name, label]) => (
        <EditableField key={name} label={label} isMultiline className="rounded-md border border-border bg-muted/30 p-3" {...field(name)} />
      ))}
    </div>
  );
}
