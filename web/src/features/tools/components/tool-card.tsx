import type { Tool } from '@core/tools/tool-catalogue';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PinButton } from './pin-button';
import { ToolIcon } from './tool-icon';

type ToolCardProps = { tool: Tool; isPinned: boolean; onTogglePin: () => void };

/** A catalogue card: name, category badge, description, pin toggle and 'Open Tool'. */
export function ToolCard({ tool, isPinned, onTogglePin }: ToolCardProps) {
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={`tool-${tool.id}`} role="article">
      <div className="flex items-start justify-between gap-2">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-md bg-primary/10 text-primary">
            <ToolIcon category={tool.category} />
          </span>
          <div>
            <h3 id={`tool-${tool.id}`} className="font-semibold leading-tight">
              {tool.name}
            </h3>
            <Badge className="mt-1">{tool.category}</Badge>
          </div>
        </div>
        <PinButton toolName={tool.name} isPinned={isPinned} onToggle={onTogglePin} />
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{tool.description}</p>
      <Link
        to={tool.path}
        aria-label={`Open Tool: ${tool.name}`}
        className="inline-flex h-9 items-center justify-center rounded-md border border-input px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Open Tool
      </Link>
    </Card>
  );
}
