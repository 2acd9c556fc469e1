import type { Tool } from '@core/tools/tool-catalogue';
import type { HTMLAttributes, Ref } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { PinButton } from '@/features/tools/components/pin-button';
import { ToolIcon } from '@/features/tools/components/tool-icon';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';

/** The sidebar's two groups of tools ('Pinned' and 'Tools'), by their droppable ids. */
export type Group = 'pinned' | 'tools';

/** What dragging adds to an item (sidebar-drag-and-drop.tsx): its node, the link's handlers, where it is carried. */
export type ItemDrag = {
  ref: Ref<HTMLLIElement>;
  handle: HTMLAttributes<HTMLElement>;
  transform?: string;
  isDragging: boolean;
};
export type SidebarToolItemProps = { tool: Tool; group: Group; expanded: boolean; onTogglePin: () => void };

/** A tool in the sidebar: a link, draggable to the other group once dragging has loaded; its pin button is the keyboard way. */
export function SidebarToolItem({
  tool,
  expanded,
  onTogglePin,
  group,
  drag,
}: SidebarToolItemProps & { drag?: ItemDrag }) {
  const t = useT();
  const { toolName } = useToolText();
  const name = toolName(tool.id);
  return (
    <li
      ref={drag?.ref}
      style={{ transform: drag?.transform }}
      className={cn('group relative flex items-center', drag?.isDragging && 'z-10 opacity-80')}
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
        {...drag?.handle}
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
