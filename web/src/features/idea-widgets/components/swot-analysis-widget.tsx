import { SWOT_QUADRANTS } from '@core/idea-page/widget-contracts';
import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { SWOT_QUADRANT_NAMES } from './widget-text';
import { EditableField } from '@/components/ui/editable-field';
import { useT } from '@/lib/i18n/use-t';

/** Strengths, weaknesses, opportunities and threats as a two-by-two grid. */
export function SwotAnalysisWidget(props: WidgetBodyProps) {
  const t = useT();
  const { field } = useWidgetDraft(props);
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {(Object.keys(SWOT_QUADRANTS) as (keyof typeof SWOT_QUADRANTS)[]).map((name) => (
        <EditableField
          key={name}
          label={t(SWOT_QUADRANT_NAMES[name])}
          isMultiline
          className="rounded-md border border-border bg-muted/30 p-3"
          {...field(name)}
        />
      ))}
    </div>
  );
}
