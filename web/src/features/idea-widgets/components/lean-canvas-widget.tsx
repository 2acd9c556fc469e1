import { LEAN_CANVAS_BLOCKS } from '@core/idea-page/widget-contracts';
import { cn } from '@/lib/cn';
import { useWidgetDraft, type WidgetBodyProps } from './use-widget-draft';
import { LEAN_CANVAS_BLOCK_NAMES } from './widget-text';
import { EditableField } from '@/components/ui/editable-field';
import { useT } from '@/lib/i18n/use-t';

/** Where each block sits on a wide screen: the classic canvas of five columns over two halves. */
const placement: Record<keyof typeof LEAN_CANVAS_BLOCKS, string> = {
  problem: 'lg:col-start-1 lg:row-span-2 lg:row-start-1',
  solution: 'lg:col-start-3 lg:row-start-1',
  keyMetrics: 'lg:col-start-3 lg:row-start-2',
  uniqueValueProposition: 'lg:col-start-5 lg:row-span-2 lg:row-start-1',
  unfairAdvantage: 'lg:col-start-7 lg:row-start-1',
  channels: 'lg:col-start-7 lg:row-start-2',
  customerSegments: 'lg:col-start-9 lg:row-span-2 lg:row-start-1',
  costStructure: 'lg:col-span-5 lg:col-start-1 lg:row-start-3',
  revenueStreams: 'lg:col-span-5 lg:col-start-6 lg:row-start-3',
};

/** The nine blocks of a lean canvas, laid out like the canvas. */
export function LeanCanvasWidget(props: WidgetBodyProps) {
  const t = useT();
  const { field } = useWidgetDraft(props);
  return (
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-10">
      {(Object.keys(LEAN_CANVAS_BLOCKS) as (keyof typeof LEAN_CANVAS_BLOCKS)[]).map((name) => (
        <EditableField
          key={name}
          label={t(LEAN_CANVAS_BLOCK_NAMES[name])}
          isMultiline
          rows={3}
          className={cn('rounded-md border border-border bg-muted/30 p-3 lg:col-span-2', placement[name])}
          {...field(name)}
        />
      ))}
    </div>
  );
}
