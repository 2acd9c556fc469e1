import type { Tool } from '@core/tools/tool-catalogue';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { PinButton } from './pin-button';
import { ToolIcon } from './tool-icon';

type ToolCardProps = { tool: Tool; isPinned: boolean; onTogglePin: () => void };

/** A catalogue card: name, category badge, description, pin toggle and 'Open Tool'. */
export function ToolCard({ tool, isPinned, onTogglePin }: ToolCardProps) {
  const t = useT();
  const { toolName, toolDescription, categoryName } = useToolText();
  const name = toolName(tool.id);
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={`tool-${tool.id}`} role="article">
      <div className="flex items-start justify-between gap-2">
        {/* Long names (German compounds) break inside the card rather than widen it past a phone's screen. */}
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-md bg-primary/10 text-primary">
            <ToolIcon category={tool.category} />
          </span>
          <div className="min-w-0">
            <h3 id={`tool-${tool.id}`} className="font-semibold leading-tight hyphens-auto wrap-anywhere">
              {name}
            </h3>
            <Badge className="mt-1">{categoryName(tool.category)}</Badge>
          </div>
        </div>
        <PinButton toolName={name} isPinned={isPinned} onToggle={onTogglePin} />
      </div>
      <p className="flex-1 text-sm text-muted-foreground hyphens-auto wrap-break-word">{toolDescription(tool.id)}</p>
      <Link
        to={tool.path}
        aria-label={t(
          { id: 'tools.toolCard.openToolLabel', defaultMessage: 'Open Tool: {toolName}' },
          { toolName: name },
        )}
        className="inline-flex h-9 items-center justify-center rounded-md border border-input px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {t({ id: 'tools.toolCard.openTool', defaultMessage: 'Open Tool' })}
      </Link>
    </Card>
  );
}
