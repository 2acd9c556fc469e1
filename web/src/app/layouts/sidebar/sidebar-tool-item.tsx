import type { Tool } from '@core/tools/tool-catalogue';
import { useDraggable, type Active } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { PinButton } from '@/features/tools/components/pin-button';
import { ToolIcon } from '@/features/tools/components/tool-icon';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';

/** The sidebar's two groups of tools ('Pinned' and 'Tools'), by their droppable ids. */
export type Group = 'pinned' | 'tools';
type SidebarToolItemProps = { tool: Tool; group: Group; expanded: boolean; onTogglePin: () => void };

/** The tool being dragged, and the group it was picked up from (the item's draggable data). */
export const draggedTool = (active: Active) => active.data.current as { tool: Tool; group: Group };

/** A tool in the sidebar: a link, draggable to the other group; its pin button is the keyboard way. */
export function SidebarToolItem({ tool, group, expanded, onTogglePin }: SidebarToolItemProps) {
  const t = useT();
  const { toolName } = useToolText();
  const name = toolName(tool.id);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `${group}:${tool.id}`, data: { tool, group } });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn('group relative flex items-center', isDragging && 'z-10 opacity-80')}
    >
      <NavLink
        to={tool.path}
        title={expanded ? undefined : name}
        aria-label={expanded ? undefined : name}
        className={({ isActive }) =>
          cn(
            'flex h-9 min-w-0 flex-1 items-center gap-3 rounded-md px-2.5 text-sm hover:bg-muted',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            isActive && 'bg-muted font-medium text-primary',
          )
        }
        {...listeners}
        {...attributes}
        role={undefined}
        aria-roledescription={t({ id: 'tools.sidebar.draggableTool', defaultMessage: 'draggable tool' })}
      >
        <ToolIcon category={tool.category} className="size-4 shrink-0" />
        {expanded && <span className="truncate">{name}</span>}
      </NavLink>
      {expanded && (
        <PinButton
          toolName={name}
          isPinned={group === 'pinned'}
          onToggle={onTogglePin}
          className="size-7 opacity-0 focus-visible:opacity-100 group-hover:opacity-100"
        />
      )}
    </li>
  );
}
