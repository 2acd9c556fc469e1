import type { IdeaWidget, WidgetType } from '@core/idea-page/widget-contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { DocumentWidget } from './document-widget';
import { GoogleTrendsWidget } from './google-trends-widget';
import { ImageWidget } from './image-widget';
import { LeanCanvasWidget } from './lean-canvas-widget';
import { PinterestWidget } from './pinterest-widget';
import { RemoveWidgetButton } from './remove-widget-button';
import { SwotAnalysisWidget } from './swot-analysis-widget';
import type { WidgetBodyProps } from './use-widget-draft';
import { WIDGET_NAMES } from './widget-text';
import { YoutubeWidget } from './youtube-widget';

const bodies: Record<WidgetType, (props: WidgetBodyProps) => ReactNode> = {
  'lean-canvas': LeanCanvasWidget,
  'google-trends': GoogleTrendsWidget,
  'swot-analysis': SwotAnalysisWidget,
  prd: DocumentWidget,
  'validation-strategy': DocumentWidget,
  pinterest: PinterestWidget,
  youtube: YoutubeWidget,
  image: ImageWidget,
};

export type WidgetCardProps = {
  widget: IdeaWidget;
  readOnly?: boolean;
  onSave: (data: Record<string, string>) => void;
  onRemove: () => void;
  onMove: (direction: 'up' | 'down') => void;
  isFirst: boolean;
  isLast: boolean;
};

/** One widget of the idea page: its title, move and remove buttons for editors, and its body. */
export function WidgetCard({ widget, readOnly = false, onSave, onRemove, onMove, isFirst, isLast }: WidgetCardProps) {
  const t = useT();
  const headingId = useId();
  const label = t(WIDGET_NAMES[widget.type]);
  const Body = bodies[widget.type];
  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {label}
        </h3>
        {!readOnly && (
          <div className="flex items-center gap-1">
            <IconButton
              label={t({ id: 'ideaWidgets.card.moveUp', defaultMessage: 'Move {widget} widget up' }, { widget: label })}
              icon={ArrowUp}
              disabled={isFirst}
              onClick={() => onMove('up')}
            />
            <IconButton
              label={t(
                { id: 'ideaWidgets.card.moveDown', defaultMessage: 'Move {widget} widget down' },
                { widget: label },
              )}
              icon={ArrowDown}
              disabled={isLast}
              onClick={() => onMove('down')}
            />
            <RemoveWidgetButton label={label} onRemove={onRemove} />
          </div>
        )}
      </div>
      <Body widget={widget} readOnly={readOnly} onSave={onSave} />
    </Card>
  );
}
